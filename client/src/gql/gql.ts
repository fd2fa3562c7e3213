/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}": typeof types.UsuarioSessaoFragmentDoc,
    "query RedesAtivas {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}\n\nquery Dashboard($rede: String) {\n  dashboard(rede: $rede) {\n    parceirosCadastrados\n    parceirosPontuados\n    revendasCadastradas\n    revendasPontuadas\n    topParceirosPontuados {\n      id\n      nome\n      revenda\n      totalPontos\n      totalVendido\n    }\n    topRevendasPontuadas {\n      id\n      nomeFantasia\n      totalPontos\n      totalVendido\n    }\n  }\n}": typeof types.RedesAtivasDocument,
    "mutation EntrarUsuario($cpf: String!, $senha: String!) {\n  entrarUsuario(cpf: $cpf, senha: $senha) {\n    token\n    usuario {\n      ...UsuarioSessao\n    }\n    redesAntifraude {\n      id\n      nome\n    }\n  }\n}": typeof types.EntrarUsuarioDocument,
    "query MeuPerfil {\n  eu {\n    ...UsuarioSessao\n  }\n}\n\nmutation AtualizarMeuPerfil($input: PerfilUsuarioInput!) {\n  atualizarMeuPerfil(input: $input) {\n    ...UsuarioSessao\n  }\n}": typeof types.MeuPerfilDocument,
    "mutation Sair {\n  sair\n}": typeof types.SairDocument,
    "query MeuParceiro {\n  meuParceiro {\n    ...ParceiroSessao\n  }\n}\n\nmutation AceitarRegulamento {\n  aceitarRegulamento {\n    id\n    aceitouRegulamento\n  }\n}": typeof types.MeuParceiroDocument,
    "mutation EntrarParceiro($cpf: String!, $senha: String!) {\n  entrarParceiro(cpf: $cpf, senha: $senha) {\n    token\n    parceiro {\n      ...ParceiroSessao\n    }\n  }\n}\n\nmutation SairLoja {\n  sair\n}": typeof types.EntrarParceiroDocument,
};
const documents: Documents = {
    "fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}": types.UsuarioSessaoFragmentDoc,
    "query RedesAtivas {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}\n\nquery Dashboard($rede: String) {\n  dashboard(rede: $rede) {\n    parceirosCadastrados\n    parceirosPontuados\n    revendasCadastradas\n    revendasPontuadas\n    topParceirosPontuados {\n      id\n      nome\n      revenda\n      totalPontos\n      totalVendido\n    }\n    topRevendasPontuadas {\n      id\n      nomeFantasia\n      totalPontos\n      totalVendido\n    }\n  }\n}": types.RedesAtivasDocument,
    "mutation EntrarUsuario($cpf: String!, $senha: String!) {\n  entrarUsuario(cpf: $cpf, senha: $senha) {\n    token\n    usuario {\n      ...UsuarioSessao\n    }\n    redesAntifraude {\n      id\n      nome\n    }\n  }\n}": types.EntrarUsuarioDocument,
    "query MeuPerfil {\n  eu {\n    ...UsuarioSessao\n  }\n}\n\nmutation AtualizarMeuPerfil($input: PerfilUsuarioInput!) {\n  atualizarMeuPerfil(input: $input) {\n    ...UsuarioSessao\n  }\n}": types.MeuPerfilDocument,
    "mutation Sair {\n  sair\n}": types.SairDocument,
    "query MeuParceiro {\n  meuParceiro {\n    ...ParceiroSessao\n  }\n}\n\nmutation AceitarRegulamento {\n  aceitarRegulamento {\n    id\n    aceitouRegulamento\n  }\n}": types.MeuParceiroDocument,
    "mutation EntrarParceiro($cpf: String!, $senha: String!) {\n  entrarParceiro(cpf: $cpf, senha: $senha) {\n    token\n    parceiro {\n      ...ParceiroSessao\n    }\n  }\n}\n\nmutation SairLoja {\n  sair\n}": types.EntrarParceiroDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}"): (typeof documents)["fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RedesAtivas {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}\n\nquery Dashboard($rede: String) {\n  dashboard(rede: $rede) {\n    parceirosCadastrados\n    parceirosPontuados\n    revendasCadastradas\n    revendasPontuadas\n    topParceirosPontuados {\n      id\n      nome\n      revenda\n      totalPontos\n      totalVendido\n    }\n    topRevendasPontuadas {\n      id\n      nomeFantasia\n      totalPontos\n      totalVendido\n    }\n  }\n}"): (typeof documents)["query RedesAtivas {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}\n\nquery Dashboard($rede: String) {\n  dashboard(rede: $rede) {\n    parceirosCadastrados\n    parceirosPontuados\n    revendasCadastradas\n    revendasPontuadas\n    topParceirosPontuados {\n      id\n      nome\n      revenda\n      totalPontos\n      totalVendido\n    }\n    topRevendasPontuadas {\n      id\n      nomeFantasia\n      totalPontos\n      totalVendido\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntrarUsuario($cpf: String!, $senha: String!) {\n  entrarUsuario(cpf: $cpf, senha: $senha) {\n    token\n    usuario {\n      ...UsuarioSessao\n    }\n    redesAntifraude {\n      id\n      nome\n    }\n  }\n}"): (typeof documents)["mutation EntrarUsuario($cpf: String!, $senha: String!) {\n  entrarUsuario(cpf: $cpf, senha: $senha) {\n    token\n    usuario {\n      ...UsuarioSessao\n    }\n    redesAntifraude {\n      id\n      nome\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MeuPerfil {\n  eu {\n    ...UsuarioSessao\n  }\n}\n\nmutation AtualizarMeuPerfil($input: PerfilUsuarioInput!) {\n  atualizarMeuPerfil(input: $input) {\n    ...UsuarioSessao\n  }\n}"): (typeof documents)["query MeuPerfil {\n  eu {\n    ...UsuarioSessao\n  }\n}\n\nmutation AtualizarMeuPerfil($input: PerfilUsuarioInput!) {\n  atualizarMeuPerfil(input: $input) {\n    ...UsuarioSessao\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Sair {\n  sair\n}"): (typeof documents)["mutation Sair {\n  sair\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MeuParceiro {\n  meuParceiro {\n    ...ParceiroSessao\n  }\n}\n\nmutation AceitarRegulamento {\n  aceitarRegulamento {\n    id\n    aceitouRegulamento\n  }\n}"): (typeof documents)["query MeuParceiro {\n  meuParceiro {\n    ...ParceiroSessao\n  }\n}\n\nmutation AceitarRegulamento {\n  aceitarRegulamento {\n    id\n    aceitouRegulamento\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntrarParceiro($cpf: String!, $senha: String!) {\n  entrarParceiro(cpf: $cpf, senha: $senha) {\n    token\n    parceiro {\n      ...ParceiroSessao\n    }\n  }\n}\n\nmutation SairLoja {\n  sair\n}"): (typeof documents)["mutation EntrarParceiro($cpf: String!, $senha: String!) {\n  entrarParceiro(cpf: $cpf, senha: $senha) {\n    token\n    parceiro {\n      ...ParceiroSessao\n    }\n  }\n}\n\nmutation SairLoja {\n  sair\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;