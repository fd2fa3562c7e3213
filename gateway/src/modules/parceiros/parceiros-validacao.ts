import {
  cnpjValido, IDADE_MAXIMA, IDADE_MINIMA, idadeEm, MENSAGENS, ROTULOS_PARCEIRO, somenteDigitos, telefoneValido, ufValida,
} from '@sw/common';
import { entradaInvalida } from '../../core/errors';
import * as validar from '../../core/validacao';

/** The business calendar: ages and "days without access" count São Paulo days. */
export const FUSO = 'America/Sao_Paulo';

/** A validated Vendedor Loja form: digits only for documents, phones and CEP; the date as YYYY-MM-DD. */
export interface DadosParceiro {
  cnpjRevenda: string;
  nome: string;
  cpf: string;
  email: string | null;
  celular: string;
  telefone: string | null;
  dataNascimento: string;
  sexo: 'F' | 'M';
  endCep: string;
  endRua: string;
  endNumero: string;
  endComplemento: string | null;
  endBairro: string;
  endCidade: string;
  endEstado: string;
  hobby: string | null;
}

export const CAMPOS_FORMULARIO = Object.keys(ROTULOS_PARCEIRO) as (keyof DadosParceiro)[];

const R = ROTULOS_PARCEIRO;

export const hojeEmSaoPaulo = (agora = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FUSO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(agora);

function real(ano: number, mes: number, dia: number): boolean {
  if (mes < 1 || mes > 12 || dia < 1) return false;
  return dia <= new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/**
 * Birth date as the contract sends it (yyyymmdd), also accepting YYYY-MM-DD and DD/MM/YYYY.
 * Under 8 digits or an impossible day is '<label> inválido'; the member must be 18 or older (spec 3 §1).
 */
export function dataNascimento(valor: unknown, hoje = hojeEmSaoPaulo()): string {
  const rotulo = R.dataNascimento;
  if (valor !== undefined && valor !== null && typeof valor !== 'string' && typeof valor !== 'number') throw entradaInvalida(MENSAGENS.invalido(rotulo));
  const bruto = String(valor ?? '').trim();
  if (!bruto) throw entradaInvalida(MENSAGENS.obrigatorio(rotulo));
  const d = somenteDigitos(bruto);
  if (d.length !== 8) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  const brasileira = /^\d{2}\/\d{2}\/\d{4}$/.test(bruto);
  const [ano, mes, dia] = brasileira
    ? [Number(d.slice(4)), Number(d.slice(2, 4)), Number(d.slice(0, 2))]
    : [Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6))];
  if (!real(ano, mes, dia)) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  const iso = `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
  const idade = idadeEm(iso, hoje);
  if (iso > hoje || idade > IDADE_MAXIMA) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  if (idade < IDADE_MINIMA) throw entradaInvalida(MENSAGENS.idadeMinimaParceiro(IDADE_MINIMA));
  return iso;
}

function telefone(valor: unknown, rotulo: string, obrigatorio: boolean): string | null {
  const t = validar.texto(valor, rotulo, { obrigatorio, max: 20 });
  if (t === null) return null;
  if (!telefoneValido(t)) throw entradaInvalida(MENSAGENS.invalido(rotulo));
  return somenteDigitos(t);
}

function sexo(valor: unknown): 'F' | 'M' {
  const s = validar.texto(valor, R.sexo, { obrigatorio: true, max: 20 })!.toUpperCase();
  if (s === 'F' || s === 'FEMININO') return 'F';
  if (s === 'M' || s === 'MASCULINO') return 'M';
  throw entradaInvalida(MENSAGENS.invalido(R.sexo));
}

/** Store CNPJ with or without mask; 'Loja obrigatório' when missing. */
export function cnpjDaLoja(valor: unknown): string {
  const t = validar.texto(valor, R.cnpjRevenda, { obrigatorio: true, max: 20 })!;
  if (!cnpjValido(t)) throw entradaInvalida(MENSAGENS.cnpjInvalido);
  return somenteDigitos(t);
}

/**
 * Reads the form (spec 1 §5). With `atual`, an edition: absent keys keep the current value, and the
 * result is validated as a whole so an edition can never blank a required field.
 * Sexo is checked first, as the form reports it first.
 */
export function lerDadosParceiro(entrada: Record<string, unknown>, atual?: DadosParceiro): DadosParceiro {
  const v = (campo: keyof DadosParceiro): unknown => (campo in entrada ? entrada[campo] : atual?.[campo]);
  const obrig = (campo: keyof DadosParceiro, max: number) => validar.textoObrigatorio(v(campo), R[campo], { max });
  const opc = (campo: keyof DadosParceiro, max: number) => validar.texto(v(campo), R[campo], { max });

  const s = sexo(v('sexo'));
  const cnpjRevenda = cnpjDaLoja(v('cnpjRevenda'));
  const nome = obrig('nome', 160).replace(/\s+/g, ' ');
  const cpf = validar.cpf(v('cpf'), { mensagemVazio: MENSAGENS.obrigatorio(R.cpf) });
  const nascimento = dataNascimento(v('dataNascimento'));
  const celular = telefone(v('celular'), R.celular, true)!;
  const tel = telefone(v('telefone'), R.telefone, false);
  const email = validar.email(v('email'), R.email, false);
  const cep = somenteDigitos(obrig('endCep', 9));
  if (cep.length !== 8) throw entradaInvalida(MENSAGENS.invalido(R.endCep));
  const endRua = obrig('endRua', 200);
  const endNumero = obrig('endNumero', 20);
  const endComplemento = opc('endComplemento', 120);
  const endBairro = obrig('endBairro', 120);
  const endCidade = obrig('endCidade', 120);
  const uf = obrig('endEstado', 2).toUpperCase();
  if (!ufValida(uf)) throw entradaInvalida(MENSAGENS.invalido(R.endEstado));
  const hobby = opc('hobby', 160);
  return {
    cnpjRevenda, nome, cpf, email, celular, telefone: tel, dataNascimento: nascimento, sexo: s,
    endCep: cep, endRua, endNumero, endComplemento, endBairro, endCidade, endEstado: uf, hobby,
  };
}

/** Keys of the form present in a body: a PUT with any of them is an edition, not a status change. */
export const camposDoFormulario = (entrada: Record<string, unknown>): string[] =>
  Object.keys(entrada).filter((k) => (CAMPOS_FORMULARIO as string[]).includes(k));
