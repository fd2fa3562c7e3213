import { dataParaBr, dataParaIso, MENSAGENS, MENSAGENS_CONTAS as M, problemaDaIdade, problemaDaSenha, somenteDigitos } from '@sw/common';
import type { ParceiroSessao } from '@sw/client';

export interface FormPerfil {
  nome: string;
  email: string;
  celular: string;
  telefone: string;
  dataNascimento: string;
  sexo: string;
  endCep: string;
  endRua: string;
  endNumero: string;
  endComplemento: string;
  endBairro: string;
  endCidade: string;
  endEstado: string;
  hobby: string;
  senhaAntiga: string;
  senha: string;
  confirmarSenha: string;
}

export const formDoParceiro = (p: ParceiroSessao): FormPerfil => ({
  nome: p.nome,
  email: p.email ?? '',
  celular: p.celular ?? '',
  telefone: p.telefone ?? '',
  dataNascimento: dataParaBr(p.dataNascimento),
  sexo: p.sexo ?? '',
  endCep: p.endCep ?? '',
  endRua: p.endRua ?? '',
  endNumero: p.endNumero ?? '',
  endComplemento: p.endComplemento ?? '',
  endBairro: p.endBairro ?? '',
  endCidade: p.endCidade ?? '',
  endEstado: p.endEstado ?? '',
  hobby: p.hobby ?? '',
  senhaAntiga: '',
  senha: '',
  confirmarSenha: '',
});

/** Required fields in the order the form shows them (spec 3 §5 Profile). */
const OBRIGATORIOS: [keyof FormPerfil, string][] = [
  ['nome', 'Nome'],
  ['celular', 'Celular'],
  ['dataNascimento', 'Data de Nascimento'],
  ['endCep', 'CEP'],
  ['endRua', 'Rua'],
  ['endNumero', 'Número'],
  ['endBairro', 'Bairro'],
  ['endCidade', 'Cidade'],
  ['endEstado', 'Estado'],
];

/** The first problem, or null. Blank password fields mean "no change". */
export function problemaDoPerfil(f: FormPerfil, cpf: string): string | null {
  if (!f.sexo) return MENSAGENS.obrigatorio('Sexo');
  for (const [campo, rotulo] of OBRIGATORIOS) if (!f[campo].trim()) return MENSAGENS.obrigatorio(rotulo);
  if (somenteDigitos(f.celular).length < 10) return MENSAGENS.invalido('Celular');
  if (f.telefone && somenteDigitos(f.telefone).length < 10) return MENSAGENS.invalido('Telefone');
  if (somenteDigitos(f.dataNascimento).length < 8 || !dataParaIso(f.dataNascimento)) return MENSAGENS.invalido('Data de Nascimento');
  const idade = problemaDaIdade(dataParaIso(f.dataNascimento));
  if (idade) return idade;
  if (f.senha) {
    if (!f.senhaAntiga) return M.informeSenhaAtual;
    if (f.senha !== f.confirmarSenha) return MENSAGENS.senhasNaoConferem;
    const problema = problemaDaSenha(f.senha, cpf);
    if (problema) return problema;
  }
  return null;
}

/** Only the editable fields; phones and CEP as digits, the date as YYYY-MM-DD; passwords only when set. */
export function perfilParaEnvio(f: FormPerfil) {
  const vazio = (t: string) => (t.trim() ? t.trim() : null);
  return {
    nome: f.nome.trim(),
    email: vazio(f.email),
    celular: somenteDigitos(f.celular),
    telefone: somenteDigitos(f.telefone) || null,
    dataNascimento: dataParaIso(f.dataNascimento) ?? f.dataNascimento,
    sexo: f.sexo,
    endCep: somenteDigitos(f.endCep),
    endRua: f.endRua.trim(),
    endNumero: f.endNumero.trim(),
    endComplemento: vazio(f.endComplemento),
    endBairro: f.endBairro.trim(),
    endCidade: f.endCidade.trim(),
    endEstado: f.endEstado.trim().toUpperCase(),
    hobby: vazio(f.hobby),
    ...(f.senha ? { senha: f.senha, confirmarSenha: f.confirmarSenha, senhaAntiga: f.senhaAntiga } : {}),
  };
}
