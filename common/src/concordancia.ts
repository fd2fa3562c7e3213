/**
 * Agreement of an adjective with a field's label, for the messages the API writes itself
 * ("Data inicial inválida", "Pontos inválidos", "Mês inválido"). Texts the specifications quote
 * ('<label> obrigatório', a form's '<label> inválido') keep their quoted form.
 */

/** Feminine nouns that do not end in -a, -ção, -são, -dade or -gem. */
const FEMININOS = new Set([
  'rede',
  'parte',
  'base',
  'classe',
  'sede',
  'fonte',
  'senha',
  'chave',
  'razão',
  'cidade',
  'origem',
  'ordem',
  'imagem',
  'nota',
  'série',
  'url',
  'região',
  'opção',
]);
/** Masculine nouns ending in -a. */
const MASCULINOS_EM_A = new Set(['dia', 'sistema', 'programa', 'tema', 'mapa', 'problema', 'cpf', 'cnpj']);
/** Singular words ending in -s. */
const SINGULARES_EM_S = new Set(['mês', 'status', 'bônus', 'país', 'gás', 'lápis', 'cnpjs']);

function generoENumero(rotulo: string): { feminino: boolean; plural: boolean } {
  const primeira = rotulo.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  const plural = primeira.length > 2 && primeira.endsWith('s') && !SINGULARES_EM_S.has(primeira);
  const base = plural ? primeira.replace(/(õe|ãe)s$/, 'ão').replace(/s$/, '') : primeira;
  const feminino = FEMININOS.has(base) || (!MASCULINOS_EM_A.has(base) && (/a$/.test(base) || /(ção|são|dade|gem)$/.test(base)));
  return { feminino, plural };
}

/** "inválido" agreeing with `rotulo`: Data inicial inválida, Redes inválidas, Pontos inválidos. */
export function concordar(rotulo: string, adjetivo: string): string {
  const { feminino, plural } = generoENumero(rotulo);
  const flexionado = feminino ? adjetivo.replace(/o$/, 'a') : adjetivo;
  return plural ? `${flexionado}s` : flexionado;
}
