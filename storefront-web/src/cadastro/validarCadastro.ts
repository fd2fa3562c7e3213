import { MENSAGENS, dataParaIso, dataParaYyyymmdd, problemaDaIdade, problemaDaSenha, somenteDigitos } from '@sw/common';

/** The registration form's state: masked texts as typed. */
export interface FormCadastro {
  cnpjRevenda: string;
  nome: string;
  cpf: string;
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
  quemIndicou: string;
  senha: string;
  confirmarSenha: string;
  aceitouPoliticaPrivacidade: boolean;
}

export const FORM_VAZIO: FormCadastro = {
  cnpjRevenda: '',
  nome: '',
  cpf: '',
  email: '',
  celular: '',
  telefone: '',
  dataNascimento: '',
  sexo: '',
  endCep: '',
  endRua: '',
  endNumero: '',
  endComplemento: '',
  endBairro: '',
  endCidade: '',
  endEstado: '',
  quemIndicou: '',
  senha: '',
  confirmarSenha: '',
  aceitouPoliticaPrivacidade: false,
};

/** Text fields in the order the form shows them, with the placeholder that names them in messages. */
export const CAMPOS_TEXTO: { campo: keyof FormCadastro; placeholder: string }[] = [
  { campo: 'nome', placeholder: 'Nome' },
  { campo: 'cpf', placeholder: 'CPF' },
  { campo: 'email', placeholder: 'Email' },
  { campo: 'celular', placeholder: 'Celular' },
  { campo: 'telefone', placeholder: 'Telefone' },
  { campo: 'dataNascimento', placeholder: 'Data de Nascimento' },
  { campo: 'endCep', placeholder: 'CEP' },
  { campo: 'endRua', placeholder: 'Rua' },
  { campo: 'endNumero', placeholder: 'Número' },
  { campo: 'endComplemento', placeholder: 'Complemento' },
  { campo: 'endBairro', placeholder: 'Bairro' },
  { campo: 'endCidade', placeholder: 'Cidade' },
  { campo: 'endEstado', placeholder: 'Estado' },
  { campo: 'quemIndicou', placeholder: 'Quem indicou' },
  { campo: 'senha', placeholder: 'Senha' },
  { campo: 'confirmarSenha', placeholder: 'Confirmar senha' },
];

/**
 * Spec 3 §5: the general form (/cadastrar) requires all but complemento and quemIndicou; the
 * store's own form does not ask for quemIndicou and leaves telefone and email optional.
 */
export function opcionais(geral: boolean): (keyof FormCadastro)[] {
  return geral ? ['endComplemento', 'quemIndicou'] : ['endComplemento', 'telefone', 'email', 'quemIndicou'];
}

/** The first problem of the form, in the order the spec reports them; null when it can be sent. */
export function problemaDoCadastro(f: FormCadastro, geral: boolean): string | null {
  if (!f.sexo) return MENSAGENS.obrigatorio('Sexo');
  if (!f.aceitouPoliticaPrivacidade) return MENSAGENS.aceitePolitica;
  if (geral && !f.cnpjRevenda) return MENSAGENS.selecioneRevenda;
  const livres = opcionais(geral);
  for (const { campo, placeholder } of CAMPOS_TEXTO) {
    if (livres.includes(campo)) continue;
    if (!String(f[campo]).trim()) return MENSAGENS.obrigatorio(placeholder);
  }
  const idade = problemaDaIdade(dataParaIso(f.dataNascimento));
  if (idade) return idade;
  if (f.senha !== f.confirmarSenha) return MENSAGENS.senhasNaoConferem;
  // The one password rule of every form (common/mensagens.ts): 8–128, not the CPF, not a common one.
  return problemaDaSenha(f.senha, somenteDigitos(f.cpf));
}

/** What the server receives: documents, phones and CEP as digits; the birth date per form (spec 3 §5). */
export function paraEnvio(f: FormCadastro, opcoes: { geral: boolean; idRevenda?: string; codigoCadastro?: string | null }) {
  const vazioParaNulo = (t: string) => (t.trim() ? t.trim() : null);
  return {
    ...(opcoes.geral ? { cnpjRevenda: somenteDigitos(f.cnpjRevenda) } : { idRevenda: opcoes.idRevenda }),
    nome: f.nome.trim(),
    cpf: somenteDigitos(f.cpf),
    email: vazioParaNulo(f.email),
    celular: somenteDigitos(f.celular),
    telefone: somenteDigitos(f.telefone) || null,
    dataNascimento: (opcoes.geral ? dataParaIso(f.dataNascimento) : dataParaYyyymmdd(f.dataNascimento)) ?? f.dataNascimento,
    sexo: f.sexo,
    endCep: somenteDigitos(f.endCep),
    endRua: f.endRua.trim(),
    endNumero: f.endNumero.trim(),
    endComplemento: vazioParaNulo(f.endComplemento),
    endBairro: f.endBairro.trim(),
    endCidade: f.endCidade.trim(),
    endEstado: f.endEstado.trim().toUpperCase(),
    quemIndicou: opcoes.geral ? vazioParaNulo(f.quemIndicou) : null,
    codigoCadastro: opcoes.codigoCadastro ?? null,
    senha: f.senha,
    confirmarSenha: f.confirmarSenha,
    aceitouPoliticaPrivacidade: f.aceitouPoliticaPrivacidade,
  };
}
