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
    "query ConsultarCep($cep: String!) {\n  cep(cep: $cep) {\n    cep\n    logradouro\n    complemento\n    bairro\n    localidade\n    uf\n  }\n}": typeof types.ConsultarCepDocument,
    "query RedesDoSeletor {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}": typeof types.RedesDoSeletorDocument,
    "fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}": typeof types.UsuarioSessaoFragmentDoc,
    "query UsuariosPorCpf($cpf: String!) {\n  usuarios(cpf: $cpf) {\n    id\n    nome\n  }\n}\n\nmutation CriarAdministrador($input: NovoUsuarioInput!) {\n  criarUsuario(input: $input) {\n    id\n    nome\n    cpf\n    permissao\n    idRevendasPermitidas\n    idRedesPermitidas\n  }\n}\n\nquery LojasDoAdministrador($busca: String, $limite: Int) {\n  revendas(ativo: true, busca: $busca, limite: $limite) {\n    id\n    nomeFantasia\n    cnpj\n    redeId\n  }\n}": typeof types.UsuariosPorCpfDocument,
    "query RedesAtivas {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}\n\nquery Dashboard($rede: String) {\n  dashboard(rede: $rede) {\n    parceirosCadastrados\n    parceirosPontuados\n    revendasCadastradas\n    revendasPontuadas\n    topParceirosPontuados {\n      id\n      nome\n      revenda\n      totalPontos\n      totalVendido\n    }\n    topRevendasPontuadas {\n      id\n      nomeFantasia\n      totalPontos\n      totalVendido\n    }\n  }\n}": typeof types.RedesAtivasDocument,
    "mutation EntrarUsuario($cpf: String!, $senha: String!) {\n  entrarUsuario(cpf: $cpf, senha: $senha) {\n    token\n    usuario {\n      ...UsuarioSessao\n    }\n    redesAntifraude {\n      id\n      nome\n    }\n  }\n}": typeof types.EntrarUsuarioDocument,
    "query MeuPerfil {\n  eu {\n    ...UsuarioSessao\n  }\n}\n\nmutation AtualizarMeuPerfil($input: PerfilUsuarioInput!) {\n  atualizarMeuPerfil(input: $input) {\n    ...UsuarioSessao\n  }\n}": typeof types.MeuPerfilDocument,
    "fragment ItemPesquisaMercadoCampos on ItemPesquisaMercado {\n  marca\n  produto\n  qtde\n  valorUnitario\n}\n\nfragment PesquisaMercadoCampos on PesquisaMercado {\n  id\n  revendaId\n  cnpjRevenda\n  revenda\n  redeId\n  rede\n  cidade\n  categoria\n  comunicacao\n  qtdeVendedores\n  faturamento\n  mediaMensal\n  share\n  produtosMaisVendidos {\n    ...ItemPesquisaMercadoCampos\n  }\n  produtosMaisVendidosConcorrentes {\n    ...ItemPesquisaMercadoCampos\n  }\n  qtdeProdutosVendidos\n  fonte\n  criadoEm\n}\n\nquery PesquisasMercado($rede: String, $pagina: Int, $limite: Int, $campo: String, $direcao: String, $busca: String) {\n  pesquisasMercado(\n    rede: $rede\n    pagina: $pagina\n    limite: $limite\n    campo: $campo\n    direcao: $direcao\n    busca: $busca\n  ) {\n    total\n    pesquisas {\n      ...PesquisaMercadoCampos\n    }\n  }\n}\n\nmutation CriarPesquisaMercado($input: PesquisaMercadoInput!) {\n  criarPesquisaMercado(input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation AtualizarPesquisaMercado($id: Int!, $input: PesquisaMercadoInput!) {\n  atualizarPesquisaMercado(id: $id, input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation ExcluirPesquisaMercado($id: Int!) {\n  excluirPesquisaMercado(id: $id)\n}\n\nquery CidadeDaLojaPesquisa($id: Int!) {\n  revenda(id: $id) {\n    id\n    endCidade\n  }\n}": typeof types.ItemPesquisaMercadoCamposFragmentDoc,
    "mutation Sair {\n  sair\n}": typeof types.SairDocument,
    "query MeuParceiro {\n  meuParceiro {\n    ...ParceiroSessao\n  }\n}\n\nmutation AceitarRegulamento {\n  aceitarRegulamento {\n    id\n    aceitouRegulamento\n  }\n}": typeof types.MeuParceiroDocument,
    "mutation EntrarParceiro($cpf: String!, $senha: String!) {\n  entrarParceiro(cpf: $cpf, senha: $senha) {\n    token\n    parceiro {\n      ...ParceiroSessao\n    }\n  }\n}\n\nmutation SairLoja {\n  sair\n}": typeof types.EntrarParceiroDocument,
};
const documents: Documents = {
    "query ConsultarCep($cep: String!) {\n  cep(cep: $cep) {\n    cep\n    logradouro\n    complemento\n    bairro\n    localidade\n    uf\n  }\n}": types.ConsultarCepDocument,
    "query RedesDoSeletor {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}": types.RedesDoSeletorDocument,
    "fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}": types.UsuarioSessaoFragmentDoc,
    "query UsuariosPorCpf($cpf: String!) {\n  usuarios(cpf: $cpf) {\n    id\n    nome\n  }\n}\n\nmutation CriarAdministrador($input: NovoUsuarioInput!) {\n  criarUsuario(input: $input) {\n    id\n    nome\n    cpf\n    permissao\n    idRevendasPermitidas\n    idRedesPermitidas\n  }\n}\n\nquery LojasDoAdministrador($busca: String, $limite: Int) {\n  revendas(ativo: true, busca: $busca, limite: $limite) {\n    id\n    nomeFantasia\n    cnpj\n    redeId\n  }\n}": types.UsuariosPorCpfDocument,
    "query RedesAtivas {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}\n\nquery Dashboard($rede: String) {\n  dashboard(rede: $rede) {\n    parceirosCadastrados\n    parceirosPontuados\n    revendasCadastradas\n    revendasPontuadas\n    topParceirosPontuados {\n      id\n      nome\n      revenda\n      totalPontos\n      totalVendido\n    }\n    topRevendasPontuadas {\n      id\n      nomeFantasia\n      totalPontos\n      totalVendido\n    }\n  }\n}": types.RedesAtivasDocument,
    "mutation EntrarUsuario($cpf: String!, $senha: String!) {\n  entrarUsuario(cpf: $cpf, senha: $senha) {\n    token\n    usuario {\n      ...UsuarioSessao\n    }\n    redesAntifraude {\n      id\n      nome\n    }\n  }\n}": types.EntrarUsuarioDocument,
    "query MeuPerfil {\n  eu {\n    ...UsuarioSessao\n  }\n}\n\nmutation AtualizarMeuPerfil($input: PerfilUsuarioInput!) {\n  atualizarMeuPerfil(input: $input) {\n    ...UsuarioSessao\n  }\n}": types.MeuPerfilDocument,
    "fragment ItemPesquisaMercadoCampos on ItemPesquisaMercado {\n  marca\n  produto\n  qtde\n  valorUnitario\n}\n\nfragment PesquisaMercadoCampos on PesquisaMercado {\n  id\n  revendaId\n  cnpjRevenda\n  revenda\n  redeId\n  rede\n  cidade\n  categoria\n  comunicacao\n  qtdeVendedores\n  faturamento\n  mediaMensal\n  share\n  produtosMaisVendidos {\n    ...ItemPesquisaMercadoCampos\n  }\n  produtosMaisVendidosConcorrentes {\n    ...ItemPesquisaMercadoCampos\n  }\n  qtdeProdutosVendidos\n  fonte\n  criadoEm\n}\n\nquery PesquisasMercado($rede: String, $pagina: Int, $limite: Int, $campo: String, $direcao: String, $busca: String) {\n  pesquisasMercado(\n    rede: $rede\n    pagina: $pagina\n    limite: $limite\n    campo: $campo\n    direcao: $direcao\n    busca: $busca\n  ) {\n    total\n    pesquisas {\n      ...PesquisaMercadoCampos\n    }\n  }\n}\n\nmutation CriarPesquisaMercado($input: PesquisaMercadoInput!) {\n  criarPesquisaMercado(input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation AtualizarPesquisaMercado($id: Int!, $input: PesquisaMercadoInput!) {\n  atualizarPesquisaMercado(id: $id, input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation ExcluirPesquisaMercado($id: Int!) {\n  excluirPesquisaMercado(id: $id)\n}\n\nquery CidadeDaLojaPesquisa($id: Int!) {\n  revenda(id: $id) {\n    id\n    endCidade\n  }\n}": types.ItemPesquisaMercadoCamposFragmentDoc,
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
export function graphql(source: "query ConsultarCep($cep: String!) {\n  cep(cep: $cep) {\n    cep\n    logradouro\n    complemento\n    bairro\n    localidade\n    uf\n  }\n}"): (typeof documents)["query ConsultarCep($cep: String!) {\n  cep(cep: $cep) {\n    cep\n    logradouro\n    complemento\n    bairro\n    localidade\n    uf\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RedesDoSeletor {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}"): (typeof documents)["query RedesDoSeletor {\n  redes(ativo: true) {\n    id\n    nome\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}"): (typeof documents)["fragment UsuarioSessao on Usuario {\n  id\n  nome\n  cpf\n  email\n  permissao\n  idRevendasPermitidas\n  idRedesPermitidas\n}\n\nfragment ParceiroSessao on Parceiro {\n  id\n  nome\n  cpf\n  email\n  celular\n  telefone\n  sexo\n  dataNascimento\n  endRua\n  endNumero\n  endComplemento\n  endBairro\n  endCidade\n  endEstado\n  endCep\n  hobby\n  cnpjRevenda\n  saldoPontos\n  totalPontos\n  aceitouRegulamento\n  ativo\n  idIndicacao\n  ultimoAcessoEm\n  revenda {\n    id\n    cnpj\n    nomeFantasia\n    tipoPontuacao\n    resgateLiberado\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsuariosPorCpf($cpf: String!) {\n  usuarios(cpf: $cpf) {\n    id\n    nome\n  }\n}\n\nmutation CriarAdministrador($input: NovoUsuarioInput!) {\n  criarUsuario(input: $input) {\n    id\n    nome\n    cpf\n    permissao\n    idRevendasPermitidas\n    idRedesPermitidas\n  }\n}\n\nquery LojasDoAdministrador($busca: String, $limite: Int) {\n  revendas(ativo: true, busca: $busca, limite: $limite) {\n    id\n    nomeFantasia\n    cnpj\n    redeId\n  }\n}"): (typeof documents)["query UsuariosPorCpf($cpf: String!) {\n  usuarios(cpf: $cpf) {\n    id\n    nome\n  }\n}\n\nmutation CriarAdministrador($input: NovoUsuarioInput!) {\n  criarUsuario(input: $input) {\n    id\n    nome\n    cpf\n    permissao\n    idRevendasPermitidas\n    idRedesPermitidas\n  }\n}\n\nquery LojasDoAdministrador($busca: String, $limite: Int) {\n  revendas(ativo: true, busca: $busca, limite: $limite) {\n    id\n    nomeFantasia\n    cnpj\n    redeId\n  }\n}"];
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
export function graphql(source: "fragment ItemPesquisaMercadoCampos on ItemPesquisaMercado {\n  marca\n  produto\n  qtde\n  valorUnitario\n}\n\nfragment PesquisaMercadoCampos on PesquisaMercado {\n  id\n  revendaId\n  cnpjRevenda\n  revenda\n  redeId\n  rede\n  cidade\n  categoria\n  comunicacao\n  qtdeVendedores\n  faturamento\n  mediaMensal\n  share\n  produtosMaisVendidos {\n    ...ItemPesquisaMercadoCampos\n  }\n  produtosMaisVendidosConcorrentes {\n    ...ItemPesquisaMercadoCampos\n  }\n  qtdeProdutosVendidos\n  fonte\n  criadoEm\n}\n\nquery PesquisasMercado($rede: String, $pagina: Int, $limite: Int, $campo: String, $direcao: String, $busca: String) {\n  pesquisasMercado(\n    rede: $rede\n    pagina: $pagina\n    limite: $limite\n    campo: $campo\n    direcao: $direcao\n    busca: $busca\n  ) {\n    total\n    pesquisas {\n      ...PesquisaMercadoCampos\n    }\n  }\n}\n\nmutation CriarPesquisaMercado($input: PesquisaMercadoInput!) {\n  criarPesquisaMercado(input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation AtualizarPesquisaMercado($id: Int!, $input: PesquisaMercadoInput!) {\n  atualizarPesquisaMercado(id: $id, input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation ExcluirPesquisaMercado($id: Int!) {\n  excluirPesquisaMercado(id: $id)\n}\n\nquery CidadeDaLojaPesquisa($id: Int!) {\n  revenda(id: $id) {\n    id\n    endCidade\n  }\n}"): (typeof documents)["fragment ItemPesquisaMercadoCampos on ItemPesquisaMercado {\n  marca\n  produto\n  qtde\n  valorUnitario\n}\n\nfragment PesquisaMercadoCampos on PesquisaMercado {\n  id\n  revendaId\n  cnpjRevenda\n  revenda\n  redeId\n  rede\n  cidade\n  categoria\n  comunicacao\n  qtdeVendedores\n  faturamento\n  mediaMensal\n  share\n  produtosMaisVendidos {\n    ...ItemPesquisaMercadoCampos\n  }\n  produtosMaisVendidosConcorrentes {\n    ...ItemPesquisaMercadoCampos\n  }\n  qtdeProdutosVendidos\n  fonte\n  criadoEm\n}\n\nquery PesquisasMercado($rede: String, $pagina: Int, $limite: Int, $campo: String, $direcao: String, $busca: String) {\n  pesquisasMercado(\n    rede: $rede\n    pagina: $pagina\n    limite: $limite\n    campo: $campo\n    direcao: $direcao\n    busca: $busca\n  ) {\n    total\n    pesquisas {\n      ...PesquisaMercadoCampos\n    }\n  }\n}\n\nmutation CriarPesquisaMercado($input: PesquisaMercadoInput!) {\n  criarPesquisaMercado(input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation AtualizarPesquisaMercado($id: Int!, $input: PesquisaMercadoInput!) {\n  atualizarPesquisaMercado(id: $id, input: $input) {\n    ...PesquisaMercadoCampos\n  }\n}\n\nmutation ExcluirPesquisaMercado($id: Int!) {\n  excluirPesquisaMercado(id: $id)\n}\n\nquery CidadeDaLojaPesquisa($id: Int!) {\n  revenda(id: $id) {\n    id\n    endCidade\n  }\n}"];
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