/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

export type Dashboard = {
  __typename?: 'Dashboard';
  parceirosCadastrados: Scalars['Int']['output'];
  parceirosPontuados: Scalars['Int']['output'];
  revendasCadastradas: Scalars['Int']['output'];
  revendasPontuadas: Scalars['Int']['output'];
  topParceirosPontuados: Array<TopParceiroPontuado>;
  topRevendasPontuadas: Array<TopRevendaPontuada>;
};

export type Endereco = {
  __typename?: 'Endereco';
  bairro: Scalars['String']['output'];
  cep: Scalars['String']['output'];
  complemento: Scalars['String']['output'];
  localidade: Scalars['String']['output'];
  logradouro: Scalars['String']['output'];
  uf: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  aceitarRegulamento: Parceiro;
  atualizarMeuPerfil: Usuario;
  criarUsuario: Usuario;
  entrarParceiro: SessaoParceiro;
  entrarUsuario: SessaoUsuario;
  /** Revokes the token that acts on this request. */
  sair: Scalars['Boolean']['output'];
};


export type MutationAtualizarMeuPerfilArgs = {
  input: PerfilUsuarioInput;
};


export type MutationCriarUsuarioArgs = {
  input: NovoUsuarioInput;
};


export type MutationEntrarParceiroArgs = {
  cpf: Scalars['String']['input'];
  senha: Scalars['String']['input'];
};


export type MutationEntrarUsuarioArgs = {
  cpf: Scalars['String']['input'];
  senha: Scalars['String']['input'];
};

export type NovoUsuarioInput = {
  cpf: Scalars['String']['input'];
  email: Scalars['String']['input'];
  idRedesPermitidas?: InputMaybe<Scalars['String']['input']>;
  idRevendasPermitidas?: InputMaybe<Scalars['String']['input']>;
  nome: Scalars['String']['input'];
  permissao: Scalars['Int']['input'];
  senha: Scalars['String']['input'];
};

export type Parceiro = {
  __typename?: 'Parceiro';
  aceitouRegulamento: Scalars['Boolean']['output'];
  ativo: Scalars['Boolean']['output'];
  celular?: Maybe<Scalars['String']['output']>;
  cnpjRevenda?: Maybe<Scalars['String']['output']>;
  cpf: Scalars['String']['output'];
  /** YYYY-MM-DD */
  dataNascimento?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  endBairro?: Maybe<Scalars['String']['output']>;
  endCep?: Maybe<Scalars['String']['output']>;
  endCidade?: Maybe<Scalars['String']['output']>;
  endComplemento?: Maybe<Scalars['String']['output']>;
  endEstado?: Maybe<Scalars['String']['output']>;
  endNumero?: Maybe<Scalars['String']['output']>;
  endRua?: Maybe<Scalars['String']['output']>;
  hobby?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  idIndicacao?: Maybe<Scalars['String']['output']>;
  nome: Scalars['String']['output'];
  revenda?: Maybe<RevendaDoParceiro>;
  saldoPontos: Scalars['Float']['output'];
  sexo?: Maybe<Scalars['String']['output']>;
  telefone?: Maybe<Scalars['String']['output']>;
  totalPontos: Scalars['Float']['output'];
  ultimoAcessoEm?: Maybe<Scalars['DateTimeISO']['output']>;
};

export type PerfilUsuarioInput = {
  nome: Scalars['String']['input'];
  senha?: InputMaybe<Scalars['String']['input']>;
  senhaAntiga?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Address of a CEP (8 digits, mask optional). */
  cep: Endereco;
  /** Dashboard counters and top-10 tables; rede is a network name, empty for all. */
  dashboard: Dashboard;
  /** The signed-in panel user. */
  eu: Usuario;
  /** The signed-in member. */
  meuParceiro: Parceiro;
  redes: Array<Rede>;
  usuarios: Array<Usuario>;
};


export type QueryCepArgs = {
  cep: Scalars['String']['input'];
};


export type QueryDashboardArgs = {
  rede?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRedesArgs = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryUsuariosArgs = {
  cpf?: InputMaybe<Scalars['String']['input']>;
};

export type Rede = {
  __typename?: 'Rede';
  ativo: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  regiao?: Maybe<Scalars['String']['output']>;
  /** Shown to roles 1 and 2 only. */
  valorPonto?: Maybe<Scalars['Float']['output']>;
};

export type RedeAntifraude = {
  __typename?: 'RedeAntifraude';
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
};

export type RevendaDoParceiro = {
  __typename?: 'RevendaDoParceiro';
  cnpj: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  nomeFantasia: Scalars['String']['output'];
  resgateLiberado: Scalars['Boolean']['output'];
  tipoPontuacao: Scalars['Int']['output'];
};

export type SessaoParceiro = {
  __typename?: 'SessaoParceiro';
  parceiro: Parceiro;
  token: Scalars['String']['output'];
};

export type SessaoUsuario = {
  __typename?: 'SessaoUsuario';
  redesAntifraude: Array<RedeAntifraude>;
  token: Scalars['String']['output'];
  usuario: Usuario;
};

export type TopParceiroPontuado = {
  __typename?: 'TopParceiroPontuado';
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  revenda?: Maybe<Scalars['String']['output']>;
  totalPontos: Scalars['Float']['output'];
  totalVendido: Scalars['Float']['output'];
};

export type TopRevendaPontuada = {
  __typename?: 'TopRevendaPontuada';
  id: Scalars['Int']['output'];
  nomeFantasia: Scalars['String']['output'];
  totalPontos: Scalars['Float']['output'];
  totalVendido: Scalars['Float']['output'];
};

export type Usuario = {
  __typename?: 'Usuario';
  cpf: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Comma-separated network ids. */
  idRedesPermitidas?: Maybe<Scalars['String']['output']>;
  /** Comma-separated store ids (role 3). */
  idRevendasPermitidas?: Maybe<Scalars['String']['output']>;
  nome: Scalars['String']['output'];
  permissao: Scalars['Int']['output'];
};

export type UsuarioSessaoFragment = { __typename?: 'Usuario', id: number, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null };

export type ParceiroSessaoFragment = { __typename?: 'Parceiro', id: number, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: number, totalPontos: number, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: number, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null };

export type RedesAtivasQueryVariables = Exact<{ [key: string]: never; }>;


export type RedesAtivasQuery = { __typename?: 'Query', redes: Array<{ __typename?: 'Rede', id: number, nome: string }> };

export type DashboardQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['String']['input']>;
}>;


export type DashboardQuery = { __typename?: 'Query', dashboard: { __typename?: 'Dashboard', parceirosCadastrados: number, parceirosPontuados: number, revendasCadastradas: number, revendasPontuadas: number, topParceirosPontuados: Array<{ __typename?: 'TopParceiroPontuado', id: number, nome: string, revenda?: string | null, totalPontos: number, totalVendido: number }>, topRevendasPontuadas: Array<{ __typename?: 'TopRevendaPontuada', id: number, nomeFantasia: string, totalPontos: number, totalVendido: number }> } };

export type EntrarUsuarioMutationVariables = Exact<{
  cpf: Scalars['String']['input'];
  senha: Scalars['String']['input'];
}>;


export type EntrarUsuarioMutation = { __typename?: 'Mutation', entrarUsuario: { __typename?: 'SessaoUsuario', token: string, usuario: { __typename?: 'Usuario', id: number, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null }, redesAntifraude: Array<{ __typename?: 'RedeAntifraude', id: number, nome: string }> } };

export type MeuPerfilQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuPerfilQuery = { __typename?: 'Query', eu: { __typename?: 'Usuario', id: number, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } };

export type AtualizarMeuPerfilMutationVariables = Exact<{
  input: PerfilUsuarioInput;
}>;


export type AtualizarMeuPerfilMutation = { __typename?: 'Mutation', atualizarMeuPerfil: { __typename?: 'Usuario', id: number, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } };

export type SairMutationVariables = Exact<{ [key: string]: never; }>;


export type SairMutation = { __typename?: 'Mutation', sair: boolean };

export type MeuParceiroQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuParceiroQuery = { __typename?: 'Query', meuParceiro: { __typename?: 'Parceiro', id: number, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: number, totalPontos: number, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: number, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } };

export type AceitarRegulamentoMutationVariables = Exact<{ [key: string]: never; }>;


export type AceitarRegulamentoMutation = { __typename?: 'Mutation', aceitarRegulamento: { __typename?: 'Parceiro', id: number, aceitouRegulamento: boolean } };

export type EntrarParceiroMutationVariables = Exact<{
  cpf: Scalars['String']['input'];
  senha: Scalars['String']['input'];
}>;


export type EntrarParceiroMutation = { __typename?: 'Mutation', entrarParceiro: { __typename?: 'SessaoParceiro', token: string, parceiro: { __typename?: 'Parceiro', id: number, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: number, totalPontos: number, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: number, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } } };

export type SairLojaMutationVariables = Exact<{ [key: string]: never; }>;


export type SairLojaMutation = { __typename?: 'Mutation', sair: boolean };

export const UsuarioSessaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<UsuarioSessaoFragment, unknown>;
export const ParceiroSessaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<ParceiroSessaoFragment, unknown>;
export const RedesAtivasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedesAtivas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<RedesAtivasQuery, RedesAtivasQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceirosCadastrados"}},{"kind":"Field","name":{"kind":"Name","value":"parceirosPontuados"}},{"kind":"Field","name":{"kind":"Name","value":"revendasCadastradas"}},{"kind":"Field","name":{"kind":"Name","value":"revendasPontuadas"}},{"kind":"Field","name":{"kind":"Name","value":"topParceirosPontuados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendido"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topRevendasPontuadas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendido"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const EntrarUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntrarUsuario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}},{"kind":"Argument","name":{"kind":"Name","value":"senha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsuarioSessao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redesAntifraude"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<EntrarUsuarioMutation, EntrarUsuarioMutationVariables>;
export const MeuPerfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuPerfil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsuarioSessao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<MeuPerfilQuery, MeuPerfilQueryVariables>;
export const AtualizarMeuPerfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarMeuPerfil"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerfilUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarMeuPerfil"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsuarioSessao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<AtualizarMeuPerfilMutation, AtualizarMeuPerfilMutationVariables>;
export const SairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Sair"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sair"}}]}}]} as unknown as DocumentNode<SairMutation, SairMutationVariables>;
export const MeuParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuParceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meuParceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<MeuParceiroQuery, MeuParceiroQueryVariables>;
export const AceitarRegulamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AceitarRegulamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aceitarRegulamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}}]}}]}}]} as unknown as DocumentNode<AceitarRegulamentoMutation, AceitarRegulamentoMutationVariables>;
export const EntrarParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntrarParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"senha"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrarParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}},{"kind":"Argument","name":{"kind":"Name","value":"senha"},"value":{"kind":"Variable","name":{"kind":"Name","value":"senha"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<EntrarParceiroMutation, EntrarParceiroMutationVariables>;
export const SairLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SairLoja"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sair"}}]}}]} as unknown as DocumentNode<SairLojaMutation, SairLojaMutationVariables>;