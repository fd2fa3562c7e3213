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
  /** Valor em reais, exato: texto decimal com duas casas e ponto ("1234.50"). Na entrada aceita texto ou número com até duas casas. */
  Dinheiro: { input: string | number; output: string; }
  /** Pontos, exatos como o razão os guarda: texto decimal com duas casas e ponto ("1500.25", "-30.00"). Na entrada aceita texto ou número com até duas casas. */
  Pontos: { input: string | number; output: string; }
  /** Um arquivo enviado numa requisição multipart (especificação GraphQL multipart request: campos operations, map e os arquivos). Só de entrada. */
  Upload: { input: any; output: any; }
  /** Valor de um ponto em reais, exato: texto decimal com quatro casas e ponto ("0.0250"). Na entrada aceita texto ou número com até quatro casas. */
  ValorPonto: { input: string | number; output: string; }
};

/** Como o relatório de vencimentos agrupa as linhas. */
export type AgrupamentoVencimentos =
  /** Uma linha por loja da rede escolhida */
  | 'LOJA'
  /** Uma linha por rede */
  | 'REDE';

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarAtivoBannerInput = {
  /** Liga (true) ou desliga (false) o banner. */
  ativo: Scalars['Boolean']['input'];
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarAtivoPremioInput = {
  /** Ativo */
  ativo: Scalars['Boolean']['input'];
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarAtivoProdutoInput = {
  /** Ativo */
  ativo: Scalars['Boolean']['input'];
  /** atualizarRevenda */
  atualizarRevenda?: InputMaybe<Scalars['Boolean']['input']>;
  /** Identificador do produto. */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarAtivoProdutoRevendaInput = {
  /** Ativo */
  ativo: Scalars['Boolean']['input'];
  /** Identificador do produto loja. */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarAtivoRedeInput = {
  /** Ativo */
  ativo: Scalars['Boolean']['input'];
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarAtivoRevendaInput = {
  /** O novo valor. */
  ativo: Scalars['Boolean']['input'];
  /** Identificador da loja. */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarDataEntregaResgateInput = {
  /** Data de entrega */
  dataEntrega: Scalars['String']['input'];
  /** Identificador */
  identificador: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarObservacaoResgateInput = {
  /** Observação */
  descricao?: InputMaybe<Scalars['String']['input']>;
  /** Identificador */
  identificador: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarResgateLiberadoInput = {
  /** Identificador da loja. */
  id: Scalars['ID']['input'];
  /** O novo valor. */
  resgateLiberado: Scalars['Boolean']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarStatusCartaoInput = {
  /** Número do cartão do membro. */
  numero?: InputMaybe<Scalars['String']['input']>;
  /** O que o membro pede para o cartão. */
  status: PedidoStatusCartao;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarStatusParceiroInput = {
  /** O novo status. */
  ativo: Scalars['Boolean']['input'];
  /** Identificador do vendedor. */
  id: Scalars['ID']['input'];
  /** Por que o status muda (fica no histórico). */
  justificativa: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarStatusResgateInput = {
  /** Identificador */
  identificador: Scalars['ID']['input'];
  /** Situação de um resgate. */
  status: StatusResgate;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AlterarStatusResgatesEmLoteInput = {
  /** Ids */
  ids: Array<Scalars['ID']['input']>;
  /** Situação de um resgate. */
  status: StatusResgate;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AnexarFotoVideoInput = {
  /** A foto ou o vídeo (JPEG, PNG, WebP, MP4, MOV ou WebM). */
  arquivo: Scalars['Upload']['input'];
  /** O resgate que recebe a foto ou o vídeo. */
  idResgate: Scalars['ID']['input'];
};

/** Uma entrada do histórico de observações, liberações ou estoque. */
export type AnotacaoRelatorio = {
  __typename?: 'AnotacaoRelatorio';
  /** Quando foi registrada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Quem registrou. */
  nome: Scalars['String']['output'];
  /** O que foi registrado. */
  parametros: ParametrosAnotacao;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AplicarDescontoOfertasInput = {
  /** Os identificadores das ofertas (1 a 1000). */
  ofertas: Array<Scalars['ID']['input']>;
  /** A porcentagem de desconto, de 1 a 99. */
  porcentagem: Scalars['Float']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtivarUsuarioInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O resultado de uma mudança feita pelo painel num cartão. */
export type AtualizacaoCartao = {
  __typename?: 'AtualizacaoCartao';
  /** O cartão como fica na lista. */
  cartao: CartaoPainel;
  /** A mensagem para a tela. */
  mensagem: Scalars['String']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarCartaoInput = {
  /** Bloqueado no emissor; desbloquear encerra o pedido de desbloqueio do vendedor. */
  bloqueado?: InputMaybe<Scalars['Boolean']['input']>;
  /** O cartão chegou ao vendedor. */
  entregue?: InputMaybe<Scalars['Boolean']['input']>;
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type AtualizarCartaoPayload = {
  __typename?: 'AtualizarCartaoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<AtualizacaoCartao>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarCodigoCadastroInput = {
  /** Letras, números, "-" e "_" (até 40); gravado em maiúsculas. */
  codigo: Scalars['String']['input'];
  /** Último dia válido (AAAA-MM-DD ou DD/MM/AAAA); vazio: não expira. */
  expiraEm?: InputMaybe<Scalars['String']['input']>;
  /** Identificador */
  id: Scalars['ID']['input'];
  /** Pontos creditados a cada membro que se cadastra com o código. */
  pontos: Scalars['Int']['input'];
  /** Quantos cadastros podem usar o código. */
  usos: Scalars['Int']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarMeuPerfilInput = {
  /** Nome */
  nome: Scalars['String']['input'];
  /** Nova senha; em branco mantém a atual. */
  senha?: InputMaybe<Scalars['String']['input']>;
  /** A senha atual, exigida para trocar a senha. */
  senhaAntiga?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarParceiroInput = {
  /** Celular com DDD. */
  celular?: InputMaybe<Scalars['String']['input']>;
  /** CNPJ da loja do vendedor (com ou sem máscara). */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** CPF (com ou sem máscara); identifica o vendedor. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** Data de nascimento: AAAAMMDD, AAAA-MM-DD ou DD/MM/AAAA (18 anos ou mais). */
  dataNascimento?: InputMaybe<Scalars['String']['input']>;
  /** Email (opcional). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Bairro. */
  endBairro?: InputMaybe<Scalars['String']['input']>;
  /** CEP (com ou sem máscara). */
  endCep?: InputMaybe<Scalars['String']['input']>;
  /** Cidade. */
  endCidade?: InputMaybe<Scalars['String']['input']>;
  /** Complemento (opcional). */
  endComplemento?: InputMaybe<Scalars['String']['input']>;
  /** UF (duas letras). */
  endEstado?: InputMaybe<Scalars['String']['input']>;
  /** Número. */
  endNumero?: InputMaybe<Scalars['String']['input']>;
  /** Rua. */
  endRua?: InputMaybe<Scalars['String']['input']>;
  /** Hobby (opcional). */
  hobby?: InputMaybe<Scalars['String']['input']>;
  /** Identificador do vendedor. */
  id: Scalars['ID']['input'];
  /** Nome completo. */
  nome?: InputMaybe<Scalars['String']['input']>;
  /** Sexo: F ou M (aceita Feminino e Masculino). */
  sexo?: InputMaybe<Scalars['String']['input']>;
  /** Telefone com DDD (opcional). */
  telefone?: InputMaybe<Scalars['String']['input']>;
};

/** Os campos da pesquisa a trocar; os não enviados (ou nulos, nos obrigatórios) ficam. */
export type AtualizarPesquisaMercadoInput = {
  /** Categoria */
  categoria?: InputMaybe<Scalars['String']['input']>;
  /** Cidade (padrão: a da loja). */
  cidade?: InputMaybe<Scalars['String']['input']>;
  /** A loja, pelo CNPJ (com ou sem máscara), quando revendaId não é enviado. */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Comunicação */
  comunicacao?: InputMaybe<Scalars['String']['input']>;
  /** Faturamento */
  faturamento?: InputMaybe<Scalars['Dinheiro']['input']>;
  /** Quem preencheu: Sistema ou Equipe. */
  fonte?: InputMaybe<FontePesquisa>;
  /** Identificador */
  id: Scalars['ID']['input'];
  /** Média mensal */
  mediaMensal?: InputMaybe<Scalars['Dinheiro']['input']>;
  /** Os 5 produtos mais vendidos da loja. */
  produtosMaisVendidos?: InputMaybe<Array<AtualizarPesquisaMercadoProdutosMaisVendidosInput>>;
  /** Os 5 produtos concorrentes mais vendidos (com marca). */
  produtosMaisVendidosConcorrentes?: InputMaybe<Array<AtualizarPesquisaMercadoProdutosMaisVendidosConcorrentesInput>>;
  /** Quantidade de vendedores */
  qtdeVendedores?: InputMaybe<Scalars['Int']['input']>;
  /** A loja, pelo id (ou envie cnpjRevenda). */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
  /** Percentual, de 0 a 100. */
  share?: InputMaybe<Scalars['Float']['input']>;
};

/** Um item da lista: Os 5 produtos concorrentes mais vendidos (com marca). */
export type AtualizarPesquisaMercadoProdutosMaisVendidosConcorrentesInput = {
  /** Marca (obrigatória nos concorrentes). */
  marca?: InputMaybe<Scalars['String']['input']>;
  /** Produto. */
  produto?: InputMaybe<Scalars['String']['input']>;
  /** Quantidade (inteiro maior que zero). */
  qtde?: InputMaybe<Scalars['Int']['input']>;
  /** Valor unitário, em reais. */
  valorUnitario?: InputMaybe<Scalars['Dinheiro']['input']>;
};

/** Um item da lista: Os 5 produtos mais vendidos da loja. */
export type AtualizarPesquisaMercadoProdutosMaisVendidosInput = {
  /** Marca (obrigatória nos concorrentes). */
  marca?: InputMaybe<Scalars['String']['input']>;
  /** Produto. */
  produto?: InputMaybe<Scalars['String']['input']>;
  /** Quantidade (inteiro maior que zero). */
  qtde?: InputMaybe<Scalars['Int']['input']>;
  /** Valor unitário, em reais. */
  valorUnitario?: InputMaybe<Scalars['Dinheiro']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarProdutoInput = {
  /** Código do produto. */
  codigo: Scalars['String']['input'];
  /** EAN/UPC (opcional). */
  codigoBarras?: InputMaybe<Scalars['String']['input']>;
  /** Identificador do produto. */
  id: Scalars['ID']['input'];
  /** Descrição do produto. */
  nome: Scalars['String']['input'];
  /** Pontos por unidade vendida. */
  valorPontos: Scalars['Pontos']['input'];
  /** Preço unitário, em reais (aceita "1.234,56"). */
  valorUnitario?: InputMaybe<Scalars['Dinheiro']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarProdutoRevendaInput = {
  /** A loja, pelo CNPJ (ou revendaId). */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Código do produto na loja. */
  codigo: Scalars['String']['input'];
  /** Código do produto Experiências SW. */
  codigoPadrao: Scalars['String']['input'];
  /** Identificador do produto loja. */
  id: Scalars['ID']['input'];
  /** Descrição do produto na loja. */
  nome: Scalars['String']['input'];
  /** A loja, pelo identificador (ou cnpjRevenda). */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
  /** Os pontos próprios da loja; null herda os do produto Experiências SW; ausente, na edição, mantém. */
  valorPontos?: InputMaybe<Scalars['Pontos']['input']>;
  /** Preço unitário na loja, em reais. */
  valorUnitario: Scalars['Dinheiro']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarRedeInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
  /** Nome */
  nome?: InputMaybe<Scalars['String']['input']>;
  /** Região */
  regiao?: InputMaybe<Scalars['String']['input']>;
  /** Quanto vale um ponto, em reais (até 4 casas decimais; aceita "0,05"). */
  valorPonto?: InputMaybe<Scalars['ValorPonto']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarRevendaInput = {
  /** Celular com DDD. */
  celular?: InputMaybe<Scalars['String']['input']>;
  /** Cenário (padrão Inicial). */
  cenario?: InputMaybe<CenarioLoja>;
  /** CNPJ da loja (com ou sem máscara). */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** CNPJ do CDD ou da loja master cujas notas também contam para esta loja (opcional). */
  cnpjCddRevendaMaster?: InputMaybe<Scalars['String']['input']>;
  /** Código da loja (único no programa). */
  codigo?: InputMaybe<Scalars['String']['input']>;
  /** Email da loja (opcional numa edição). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Bairro. */
  endBairro?: InputMaybe<Scalars['String']['input']>;
  /** CEP (com ou sem máscara). */
  endCep?: InputMaybe<Scalars['String']['input']>;
  /** Cidade. */
  endCidade?: InputMaybe<Scalars['String']['input']>;
  /** Complemento (opcional). */
  endComplemento?: InputMaybe<Scalars['String']['input']>;
  /** UF (duas letras). */
  endEstado?: InputMaybe<Scalars['String']['input']>;
  /** Número. */
  endNumero?: InputMaybe<Scalars['String']['input']>;
  /** Rua. */
  endRua?: InputMaybe<Scalars['String']['input']>;
  /** Fator de pontuação, 1 a 10 (padrão 1). */
  fatorPontuacao?: InputMaybe<Scalars['Int']['input']>;
  /** Identificador da loja. */
  id: Scalars['ID']['input'];
  /** A equipe pode lançar vendas desta loja à mão, em Nova venda (padrão não). */
  lancamentoManual?: InputMaybe<Scalars['Boolean']['input']>;
  /** Vendas desta loja podem chegar no upload do relatório (padrão não). */
  lancamentoRelatorio?: InputMaybe<Scalars['Boolean']['input']>;
  /** Nome fantasia. */
  nomeFantasia?: InputMaybe<Scalars['String']['input']>;
  /** Razão social. */
  razaoSocial?: InputMaybe<Scalars['String']['input']>;
  /** A rede da loja: o id (ou, no REST, o nome). */
  rede?: InputMaybe<Scalars['ID']['input']>;
  /** Responsável pela loja. */
  responsavel?: InputMaybe<Scalars['String']['input']>;
  /** Telefone com DDD (opcional). */
  telefone?: InputMaybe<Scalars['String']['input']>;
  /** Como as vendas da loja são pontuadas (REST: 0 Sistema, 1 Digitação, 2 Foto). */
  tipoPontuacao?: InputMaybe<TipoPontuacao>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarSenhaRecuperacaoInput = {
  /** A nova senha, como digitada. */
  novaSenha: Scalars['String']['input'];
  /** O token do link de recuperação (o final do endereço /esqueceu-senha/{token}). */
  uuid: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type AtualizarUsuarioInput = {
  /** Email */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Identificador */
  id: Scalars['ID']['input'];
  /** Restringe o usuário a estas redes; lista vazia remove a restrição. */
  idRedesPermitidas?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Lojas do papel Vendedor (3); ignoradas nos demais papéis. */
  idRevendasPermitidas?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Nome */
  nome?: InputMaybe<Scalars['String']['input']>;
  /** Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus. */
  permissao?: InputMaybe<Scalars['Int']['input']>;
};

/** Um banner da sobreposição e do carrossel da loja. */
export type Banner = {
  __typename?: 'Banner';
  /** Se o banner está ligado. */
  ativo: Scalars['Boolean']['output'];
  /** Último dia (AAAA-MM-DD). */
  dataFinal: Scalars['String']['output'];
  /** Primeiro dia (AAAA-MM-DD). */
  dataInicial: Scalars['String']['output'];
  /** HTML, limpo no servidor com uma lista de permitidos. */
  descricao?: Maybe<Scalars['String']['output']>;
  /** Identificador do banner. */
  id: Scalars['ID']['output'];
  /** O endereço da imagem. */
  image?: Maybe<Scalars['String']['output']>;
  /** O mesmo que image: o nome que a loja lê. */
  linkArquivo?: Maybe<Scalars['String']['output']>;
  /** Posição na ordem de exibição, a partir de 1. */
  ordem: Scalars['Int']['output'];
  /** Título. */
  titulo: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type BannerPayload = {
  __typename?: 'BannerPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Banner>;
};

/** Os banners depois de reordenados. */
export type BannersOrdenados = {
  __typename?: 'BannersOrdenados';
  /** Todos os banners, na nova ordem. */
  banners: Array<Banner>;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type BannersOrdenadosPayload = {
  __typename?: 'BannersOrdenadosPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<BannersOrdenados>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type CadastrarCartaoInput = {
  /** Código de barras (Proxy). */
  codigoBarras: Scalars['String']['input'];
  /** CPF do vendedor dono do cartão; sem ele o cartão fica em estoque. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** Número do cartão: 13 a 19 dígitos com o dígito verificador (Luhn); espaços e hífens são ignorados. */
  numero: Scalars['String']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type CadastrarParceiroPayload = {
  __typename?: 'CadastrarParceiroPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<SessaoParceiro>;
};

/** O cadastro do próprio vendedor (formulário Vendedor Loja, senha e aceite). */
export type CadastroParceiroInput = {
  /** Aceite da política de privacidade (precisa ser verdadeiro). */
  aceitouPoliticaPrivacidade: Scalars['Boolean']['input'];
  /** Celular com DDD. */
  celular: Scalars['String']['input'];
  /** CNPJ da loja escolhida na lista (com ou sem máscara); ou idRevenda. */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Código de cadastro do link (?codigo_cadastro=), que dá pontos uma vez. */
  codigoCadastro?: InputMaybe<Scalars['String']['input']>;
  /** A senha repetida; precisa ser igual. */
  confirmarSenha: Scalars['String']['input'];
  /** CPF (com ou sem máscara); identifica o vendedor. */
  cpf: Scalars['String']['input'];
  /** Data de nascimento: AAAAMMDD, AAAA-MM-DD ou DD/MM/AAAA (18 anos ou mais). */
  dataNascimento: Scalars['String']['input'];
  /** Email (opcional). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Bairro. */
  endBairro: Scalars['String']['input'];
  /** CEP (com ou sem máscara). */
  endCep: Scalars['String']['input'];
  /** Cidade. */
  endCidade: Scalars['String']['input'];
  /** Complemento (opcional). */
  endComplemento?: InputMaybe<Scalars['String']['input']>;
  /** UF (duas letras). */
  endEstado: Scalars['String']['input'];
  /** Número. */
  endNumero: Scalars['String']['input'];
  /** Rua. */
  endRua: Scalars['String']['input'];
  /** Hobby (opcional). */
  hobby?: InputMaybe<Scalars['String']['input']>;
  /** Identificador da loja (o link da própria loja); ou cnpjRevenda. */
  idRevenda?: InputMaybe<Scalars['ID']['input']>;
  /** Nome completo. */
  nome: Scalars['String']['input'];
  /** Código de indicação de quem indicou (opcional). */
  quemIndicou?: InputMaybe<Scalars['String']['input']>;
  /** A senha, como digitada. */
  senha: Scalars['String']['input'];
  /** Sexo: F ou M (aceita Feminino e Masculino). */
  sexo: Scalars['String']['input'];
  /** Telefone com DDD (opcional). */
  telefone?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type CancelarResgateInput = {
  /** Identificador */
  identificador: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type CancelarVendaPontuadaInput = {
  /** A venda (o id da linha). */
  identificador: Scalars['ID']['input'];
};

/** O cartão pré-pago do membro: situacao solicitado (pedido, ainda sem número), a_caminho (com número, não entregue) ou entregue. */
export type CartaoMembro = {
  __typename?: 'CartaoMembro';
  /** Quando o saldo foi atualizado. */
  atualizadoEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Bloqueado (1) ou não (0). */
  bloqueado: Scalars['Int']['output'];
  /** Se o membro pediu o desbloqueio e ele está em andamento. */
  emDesbloqueio: Scalars['Boolean']['output'];
  /** Se o cartão já foi entregue. */
  entregue: Scalars['Boolean']['output'];
  /** Nome impresso no cartão. */
  nome?: Maybe<Scalars['String']['output']>;
  /** Número do cartão (nulo enquanto solicitado). */
  numero?: Maybe<Scalars['String']['output']>;
  /** Saldo do cartão (R$). */
  saldo: Scalars['Dinheiro']['output'];
  /** solicitado, a_caminho ou entregue. */
  situacao: Scalars['String']['output'];
};

/** Um cartão na lista do painel. */
export type CartaoPainel = {
  __typename?: 'CartaoPainel';
  /** Quando o saldo foi atualizado. */
  atualizadoEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Bloqueado (1) ou não (0). */
  bloqueado: Scalars['Int']['output'];
  /** O código de barras do cartão (a tela o mostra como Proxy). */
  codigoBarras?: Maybe<Scalars['String']['output']>;
  /** CPF do membro. */
  cpf?: Maybe<Scalars['String']['output']>;
  /** Se o desbloqueio está em andamento. */
  emDesbloqueio: Scalars['Boolean']['output'];
  /** Se o cartão já foi entregue. */
  entregue: Scalars['Boolean']['output'];
  /** Identificador do cartão. */
  id: Scalars['ID']['output'];
  /** Nome impresso no cartão. */
  nome?: Maybe<Scalars['String']['output']>;
  /** Número do cartão. */
  numero?: Maybe<Scalars['String']['output']>;
  /** Nome do membro. */
  parceiro?: Maybe<Scalars['String']['output']>;
  /** Rede da loja do membro. */
  rede?: Maybe<Scalars['String']['output']>;
  /** Saldo do cartão (R$). */
  saldo: Scalars['Dinheiro']['output'];
};

/** Uma página de CartaoPainel. */
export type CartaoPainelPagina = {
  __typename?: 'CartaoPainelPagina';
  /** Os itens desta página. */
  itens: Array<CartaoPainel>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Uma categoria ativa do catálogo de ofertas, com as suas subcategorias. */
export type CategoriaOferta = {
  __typename?: 'CategoriaOferta';
  /** Identificador da categoria, usado no filtro categorias. */
  id: Scalars['ID']['output'];
  /** Nome da categoria. */
  nome: Scalars['String']['output'];
  /** As subcategorias ativas, em ordem de nome (lista vazia quando não há). */
  subcategories: Array<SubcategoriaOferta>;
};

/** Cenário de uma loja. */
export type CenarioLoja =
  /** Cenário A */
  | 'A'
  /** Cenário B */
  | 'B'
  /** Cenário C */
  | 'C'
  /** Inicial */
  | 'INICIAL';

/** A chave criada e o seu segredo. */
export type ChaveCriada = {
  __typename?: 'ChaveCriada';
  /** A chave criada. */
  chave: ChaveIntegracao;
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
  /** O segredo a mandar no cabeçalho X-Api-Key. Aparece só nesta resposta; o servidor guarda só o seu hash. */
  segredo: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ChaveCriadaPayload = {
  __typename?: 'ChaveCriadaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ChaveCriada>;
};

/** Uma chave de API de integrador. */
export type ChaveIntegracao = {
  __typename?: 'ChaveIntegracao';
  /** Se a chave ainda vale. */
  ativa: Scalars['Boolean']['output'];
  /** Quando foi criada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Quem criou. */
  criadoPor?: Maybe<Scalars['String']['output']>;
  /** Identificador da chave. */
  id: Scalars['ID']['output'];
  /** Nome da chave, para a equipe reconhecê-la. */
  nome: Scalars['String']['output'];
  /** A plataforma parceira que usa a chave. */
  plataforma: Scalars['String']['output'];
  /** Os primeiros caracteres do segredo, para distinguir as chaves. */
  prefixo: Scalars['String']['output'];
  /** Quando foi revogada (nulo se ativa). */
  revogadaEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** O último uso da chave. */
  ultimoUsoEm?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** A chave revogada. */
export type ChaveRevogada = {
  __typename?: 'ChaveRevogada';
  /** A chave, já revogada. */
  chave: ChaveIntegracao;
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ChaveRevogadaPayload = {
  __typename?: 'ChaveRevogadaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ChaveRevogada>;
};

/** Uma cidade onde acontecem ofertas à venda. */
export type CidadeOferta = {
  __typename?: 'CidadeOferta';
  /** Identificador da cidade, usado no filtro cidades. */
  id: Scalars['ID']['output'];
  /** Nome da cidade para mostrar ao membro. */
  localizedName: Scalars['String']['output'];
  /** Nome da cidade como o fornecedor o grava. */
  name: Scalars['String']['output'];
};

/** Um código de cadastro: pontos creditados uma vez a cada membro que se cadastra com ele. */
export type CodigoCadastro = {
  __typename?: 'CodigoCadastro';
  /** O código, em maiúsculas. */
  codigo: Scalars['String']['output'];
  /** Quando o código foi cadastrado. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Último dia válido (AAAA-MM-DD); nulo: não expira. */
  expiraEm?: Maybe<Scalars['String']['output']>;
  /** Identificador do código. */
  id: Scalars['ID']['output'];
  /** Pontos creditados a cada cadastro. */
  pontos: Scalars['Int']['output'];
  /** Usos permitidos. */
  usos: Scalars['Int']['output'];
  /** Usos já realizados. */
  usosRealizados: Scalars['Int']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type CodigoCadastroPayload = {
  __typename?: 'CodigoCadastroPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<CodigoCadastro>;
};

/** Um comprovante recebido: a pontuação pendente criada para ele. */
export type ComprovanteEnviado = {
  __typename?: 'ComprovanteEnviado';
  /** A nova pontuação pendente. */
  id: Scalars['ID']['output'];
  /** Endereço do arquivo guardado. */
  linkArquivo: Scalars['String']['output'];
  /** O nome do arquivo enviado. */
  nome: Scalars['String']['output'];
  /** Tipo do comprovante (jpg, png, pdf...). */
  tipoArquivo: Scalars['String']['output'];
};

/** A configuração do provedor de WhatsApp. */
export type ConfiguracaoWhatsapp = {
  __typename?: 'ConfiguracaoWhatsapp';
  /** Quando a configuração mudou por último. */
  atualizadoEm: Scalars['DateTimeISO']['output'];
  /** Quem mudou a configuração por último. */
  atualizadoPor?: Maybe<Scalars['String']['output']>;
  /** O código da conta no provedor. */
  codigo: Scalars['String']['output'];
  /** Identificador da configuração. */
  id: Scalars['ID']['output'];
  /** Mascarado: "••••" e os 4 últimos caracteres. Devolvido igual (ou vazio), mantém o token guardado. */
  token: Scalars['String']['output'];
  /** Endereço do provedor. */
  url: Scalars['String']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ConfiguracaoWhatsappInput = {
  /** O código da conta no provedor. */
  codigo: Scalars['String']['input'];
  /** O id que a consulta respondeu; vazio no primeiro salvamento. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Um token novo; vazio ou o valor mascarado mantém o guardado. */
  token?: InputMaybe<Scalars['String']['input']>;
  /** Endereço http(s) do provedor. */
  url: Scalars['String']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ConfiguracaoWhatsappPayload = {
  __typename?: 'ConfiguracaoWhatsappPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ConfiguracaoWhatsapp>;
};

/** As configurações do sistema. */
export type ConfiguracoesSistema = {
  __typename?: 'ConfiguracoesSistema';
  /** Quando as configurações mudaram por último. */
  atualizadoEm: Scalars['DateTimeISO']['output'];
  /** Quem mudou as configurações por último. */
  atualizadoPor?: Maybe<Scalars['String']['output']>;
  /** Pontos que uma venda credita no máximo; 0 = sem limite. */
  limitePontuacao: Scalars['Int']['output'];
  /** Usos de voucher por membro por semana (0 ou mais). */
  usosSemanaisVoucher: Scalars['Int']['output'];
  /** Se os vouchers estão ativos. */
  voucherAtivo: Scalars['Boolean']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ConfiguracoesSistemaInput = {
  /** Pontos que uma venda credita no máximo; 0 = sem limite. */
  limitePontuacao: Scalars['Int']['input'];
  /** Usos de voucher por membro por semana (0 a 1000). */
  usosSemanaisVoucher: Scalars['Int']['input'];
  /** Se os vouchers estão ativos. */
  voucherAtivo: Scalars['Boolean']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ConfiguracoesSistemaPayload = {
  __typename?: 'ConfiguracoesSistemaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ConfiguracoesSistema>;
};

/** O resultado da correção de uma venda. */
export type CorrecaoAplicada = {
  __typename?: 'CorrecaoAplicada';
  /** Pontos movidos por esta correção (com sinal). */
  aplicado: Scalars['Pontos']['output'];
  /** A venda. */
  idVenda: Scalars['ID']['output'];
  /** Mensagem para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Pontos da venda antes da correção. */
  pontuacaoAnterior: Scalars['Pontos']['output'];
  /** Pontos da venda pela regra atual. */
  pontuacaoNova: Scalars['Pontos']['output'];
  /** O que falta corrigir quando o saldo não cobriu uma diferença negativa. */
  restante: Scalars['Pontos']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type CorrecaoAplicadaPayload = {
  __typename?: 'CorrecaoAplicadaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<CorrecaoAplicada>;
};

/** As vendas a corrigir. */
export type CorrecoesPontuacao = {
  __typename?: 'CorrecoesPontuacao';
  /** Mais recentemente creditadas primeiro. */
  vendasCorrigir: Array<VendaCorrigir>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type CorrigirPontuacaoInput = {
  /** A venda a corrigir. */
  idVenda: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type CreditarPontosPlataformaInput = {
  /** O CPF do membro, com ou sem máscara. */
  cpf: Scalars['String']['input'];
  /** Descrição */
  descricao?: InputMaybe<Scalars['String']['input']>;
  /** Opcional; deve ser a plataforma da chave. */
  plataforma?: InputMaybe<PlataformaParceira>;
  /** Pontos a creditar (até duas casas decimais). */
  pontos: Scalars['Pontos']['input'];
  /** O id do crédito na plataforma: repetir a referência não credita de novo. */
  referencia: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarBannerInput = {
  /** AAAA-MM-DD ou DD/MM/AAAA. */
  dataFinal: Scalars['String']['input'];
  /** AAAA-MM-DD ou DD/MM/AAAA. */
  dataInicial: Scalars['String']['input'];
  /** HTML simples (até 255 caracteres), limpo no servidor. */
  descricao?: InputMaybe<Scalars['String']['input']>;
  /** A imagem do banner (JPEG, PNG ou WebP até 2 MB; requisição multipart). Sem ela, o banner fica sem imagem. */
  imagem?: InputMaybe<Scalars['Upload']['input']>;
  /** Título */
  titulo: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarChaveIntegracaoInput = {
  /** Um nome para reconhecer a chave. */
  nome: Scalars['String']['input'];
  /** Plataforma */
  plataforma: PlataformaParceira;
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarCodigoCadastroInput = {
  /** Letras, números, "-" e "_" (até 40); gravado em maiúsculas. */
  codigo: Scalars['String']['input'];
  /** Último dia válido (AAAA-MM-DD ou DD/MM/AAAA); vazio: não expira. */
  expiraEm?: InputMaybe<Scalars['String']['input']>;
  /** Pontos creditados a cada membro que se cadastra com o código. */
  pontos: Scalars['Int']['input'];
  /** Quantos cadastros podem usar o código. */
  usos: Scalars['Int']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarParceiroInput = {
  /** Celular com DDD. */
  celular: Scalars['String']['input'];
  /** CNPJ da loja do vendedor (com ou sem máscara). */
  cnpjRevenda: Scalars['String']['input'];
  /** CPF (com ou sem máscara); identifica o vendedor. */
  cpf: Scalars['String']['input'];
  /** Data de nascimento: AAAAMMDD, AAAA-MM-DD ou DD/MM/AAAA (18 anos ou mais). */
  dataNascimento: Scalars['String']['input'];
  /** Email (opcional). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Bairro. */
  endBairro: Scalars['String']['input'];
  /** CEP (com ou sem máscara). */
  endCep: Scalars['String']['input'];
  /** Cidade. */
  endCidade: Scalars['String']['input'];
  /** Complemento (opcional). */
  endComplemento?: InputMaybe<Scalars['String']['input']>;
  /** UF (duas letras). */
  endEstado: Scalars['String']['input'];
  /** Número. */
  endNumero: Scalars['String']['input'];
  /** Rua. */
  endRua: Scalars['String']['input'];
  /** Hobby (opcional). */
  hobby?: InputMaybe<Scalars['String']['input']>;
  /** Nome completo. */
  nome: Scalars['String']['input'];
  /** Sexo: F ou M (aceita Feminino e Masculino). */
  sexo: Scalars['String']['input'];
  /** Telefone com DDD (opcional). */
  telefone?: InputMaybe<Scalars['String']['input']>;
};

/** Uma pesquisa de mercado (qtdeProdutosVendidos é calculado pelo servidor). */
export type CriarPesquisaMercadoInput = {
  /** Categoria */
  categoria: Scalars['String']['input'];
  /** Cidade (padrão: a da loja). */
  cidade?: InputMaybe<Scalars['String']['input']>;
  /** A loja, pelo CNPJ (com ou sem máscara), quando revendaId não é enviado. */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Comunicação */
  comunicacao: Scalars['String']['input'];
  /** Faturamento */
  faturamento: Scalars['Dinheiro']['input'];
  /** Quem preencheu: Sistema ou Equipe. */
  fonte: FontePesquisa;
  /** Média mensal */
  mediaMensal: Scalars['Dinheiro']['input'];
  /** Os 5 produtos mais vendidos da loja. */
  produtosMaisVendidos: Array<CriarPesquisaMercadoProdutosMaisVendidosInput>;
  /** Os 5 produtos concorrentes mais vendidos (com marca). */
  produtosMaisVendidosConcorrentes: Array<CriarPesquisaMercadoProdutosMaisVendidosConcorrentesInput>;
  /** Quantidade de vendedores */
  qtdeVendedores: Scalars['Int']['input'];
  /** A loja, pelo id (ou envie cnpjRevenda). */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
  /** Percentual, de 0 a 100. */
  share: Scalars['Float']['input'];
};

/** Um item da lista: Os 5 produtos concorrentes mais vendidos (com marca). */
export type CriarPesquisaMercadoProdutosMaisVendidosConcorrentesInput = {
  /** Marca (obrigatória nos concorrentes). */
  marca?: InputMaybe<Scalars['String']['input']>;
  /** Produto. */
  produto?: InputMaybe<Scalars['String']['input']>;
  /** Quantidade (inteiro maior que zero). */
  qtde?: InputMaybe<Scalars['Int']['input']>;
  /** Valor unitário, em reais. */
  valorUnitario?: InputMaybe<Scalars['Dinheiro']['input']>;
};

/** Um item da lista: Os 5 produtos mais vendidos da loja. */
export type CriarPesquisaMercadoProdutosMaisVendidosInput = {
  /** Marca (obrigatória nos concorrentes). */
  marca?: InputMaybe<Scalars['String']['input']>;
  /** Produto. */
  produto?: InputMaybe<Scalars['String']['input']>;
  /** Quantidade (inteiro maior que zero). */
  qtde?: InputMaybe<Scalars['Int']['input']>;
  /** Valor unitário, em reais. */
  valorUnitario?: InputMaybe<Scalars['Dinheiro']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarRedeInput = {
  /** Nome */
  nome: Scalars['String']['input'];
  /** Região */
  regiao: Scalars['String']['input'];
  /** Quanto vale um ponto, em reais (até 4 casas decimais; aceita "0,05"). */
  valorPonto: Scalars['ValorPonto']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarRevendaInput = {
  /** Celular com DDD. */
  celular: Scalars['String']['input'];
  /** Cenário (padrão Inicial). */
  cenario?: InputMaybe<CenarioLoja>;
  /** CNPJ da loja (com ou sem máscara). */
  cnpj: Scalars['String']['input'];
  /** CNPJ do CDD ou da loja master cujas notas também contam para esta loja (opcional). */
  cnpjCddRevendaMaster?: InputMaybe<Scalars['String']['input']>;
  /** Código da loja (único no programa). */
  codigo: Scalars['String']['input'];
  /** Email da loja. */
  email: Scalars['String']['input'];
  /** Bairro. */
  endBairro: Scalars['String']['input'];
  /** CEP (com ou sem máscara). */
  endCep: Scalars['String']['input'];
  /** Cidade. */
  endCidade: Scalars['String']['input'];
  /** Complemento (opcional). */
  endComplemento?: InputMaybe<Scalars['String']['input']>;
  /** UF (duas letras). */
  endEstado: Scalars['String']['input'];
  /** Número. */
  endNumero: Scalars['String']['input'];
  /** Rua. */
  endRua: Scalars['String']['input'];
  /** Fator de pontuação, 1 a 10 (padrão 1). */
  fatorPontuacao?: InputMaybe<Scalars['Int']['input']>;
  /** A equipe pode lançar vendas desta loja à mão, em Nova venda (padrão não). */
  lancamentoManual?: InputMaybe<Scalars['Boolean']['input']>;
  /** Vendas desta loja podem chegar no upload do relatório (padrão não). */
  lancamentoRelatorio?: InputMaybe<Scalars['Boolean']['input']>;
  /** Nome fantasia. */
  nomeFantasia: Scalars['String']['input'];
  /** Razão social. */
  razaoSocial: Scalars['String']['input'];
  /** A rede da loja: o id (ou, no REST, o nome). */
  rede: Scalars['ID']['input'];
  /** Responsável pela loja. */
  responsavel: Scalars['String']['input'];
  /** Telefone com DDD (opcional). */
  telefone?: InputMaybe<Scalars['String']['input']>;
  /** Como as vendas da loja são pontuadas (REST: 0 Sistema, 1 Digitação, 2 Foto). */
  tipoPontuacao: TipoPontuacao;
};

/** Os dados que a operação recebe no seu argumento input. */
export type CriarUsuarioInput = {
  /** CPF */
  cpf: Scalars['String']['input'];
  /** Email */
  email: Scalars['String']['input'];
  /** Restringe o usuário a estas redes. */
  idRedesPermitidas?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Lojas do papel Vendedor (3); ignoradas nos demais papéis. */
  idRevendasPermitidas?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Nome */
  nome: Scalars['String']['input'];
  /** Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus. */
  permissao: Scalars['Int']['input'];
  /** Senha */
  senha: Scalars['String']['input'];
};

/** Os números do painel no alcance de quem pede. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Membros ativos de lojas ativas. */
  parceirosCadastrados: Scalars['Int']['output'];
  /** Membros com ao menos uma venda não cancelada. */
  parceirosPontuados: Scalars['Int']['output'];
  /** Lojas ativas. */
  revendasCadastradas: Scalars['Int']['output'];
  /** Lojas com ao menos uma venda não cancelada. */
  revendasPontuadas: Scalars['Int']['output'];
  /** Os dez membros mais pontuados. */
  topParceirosPontuados: Array<TopParceiroPontuado>;
  /** As dez lojas mais pontuadas. */
  topRevendasPontuadas: Array<TopRevendaPontuada>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type DesativarUsuarioInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O detalhe de algo que o membro pode resgatar: um prêmio do programa ou uma oferta do catálogo, na mesma forma. */
export type DetalheResgatavel = {
  __typename?: 'DetalheResgatavel';
  /** Idade mínima, em anos; nulo quando não há limite (e num prêmio). */
  ageFrom?: Maybe<Scalars['Int']['output']>;
  /** Idade máxima, em anos; nulo quando não há limite (e num prêmio). */
  ageTo?: Maybe<Scalars['Int']['output']>;
  /** A categoria da oferta; nulo num prêmio. */
  categoria?: Maybe<SubcategoriaOferta>;
  /** Código do prêmio ou da oferta, o que se envia para resgatar. */
  codigo: Scalars['String']['output'];
  /** Descrição completa. */
  descricao: Scalars['String']['output'];
  /** Endereço da imagem principal (a foto do prêmio ou a primeira imagem da oferta); nulo quando não há. */
  diretorioFoto?: Maybe<Scalars['String']['output']>;
  /** A experiência da oferta; nulo num prêmio. */
  experience?: Maybe<ExperienciaOferta>;
  /** Identificador do prêmio ou da oferta (conforme origem). */
  id: Scalars['ID']['output'];
  /** URLs das imagens da oferta (lista vazia num prêmio). */
  imagens: Array<Scalars['String']['output']>;
  /** Onde a experiência acontece; nulo num prêmio. */
  location?: Maybe<LocalOferta>;
  /** Nome do prêmio ou da oferta. */
  nome: Scalars['String']['output'];
  /** Os termos e condições da oferta; nulo quando não há (e num prêmio). */
  offerTerms?: Maybe<Scalars['String']['output']>;
  /** De onde vem: 'premio' (prêmio do programa) ou 'oferta' (catálogo de experiências). */
  origem: Scalars['String']['output'];
  /** O parceiro que presta a experiência; nulo num prêmio. */
  partner?: Maybe<ParceiroOferta>;
  /** O que o membro paga, em pontos (o preço com desconto quando há um). */
  pontos: Scalars['Pontos']['output'];
  /** Pontos da opção 220V quando bivolt; nulo quando não há opção alternativa. */
  pontosAlternativo?: Maybe<Scalars['Pontos']['output']>;
  /** O preço em pontos antes do desconto; nulo quando não há desconto (sempre nulo num prêmio). */
  pontosSemDesconto?: Maybe<Scalars['Pontos']['output']>;
  /** A subcategoria da oferta; nulo num prêmio ou quando a experiência não tem. */
  subcategoria?: Maybe<SubcategoriaOferta>;
  /** Tipo, em minúsculas como em TipoPremio: geral (comum), bivolt (110V ou 220V), credito (no cartão) ou recarga (de celular). */
  tipo: Scalars['String']['output'];
};

/** Direção de ordenação. */
export type Direcao =
  /** Crescente */
  | 'ASC'
  /** Decrescente */
  | 'DESC';

/** Os dados que a operação recebe no seu argumento input. */
export type EditarBannerInput = {
  /** Liga ou desliga o banner. */
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Novo último dia (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Novo primeiro dia (AAAA-MM-DD ou DD/MM/AAAA). */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Nova descrição em HTML simples (até 255 caracteres); vazia apaga. */
  descricao?: InputMaybe<Scalars['String']['input']>;
  /** Identificador */
  id: Scalars['ID']['input'];
  /** Nova imagem (JPEG, PNG ou WebP até 2 MB; requisição multipart); sem ela, fica a atual. */
  imagem?: InputMaybe<Scalars['Upload']['input']>;
  /** Novo título. */
  titulo?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type EditarPontosOfertaInput = {
  /** Identificador da oferta. */
  id: Scalars['ID']['input'];
  /** Os novos pontos (0 ou mais); limpa um desconto. */
  pontos: Scalars['Pontos']['input'];
  /** Pontos da opção alternativa; null limpa, ausente mantém. */
  pontosAlternativo?: InputMaybe<Scalars['Pontos']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type EditarVendaPontuadaInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
  /** Novo número fiscal (ausente mantém). */
  identificador?: InputMaybe<Scalars['String']['input']>;
  /** O comprovante; texto vazio (ou null) o remove, ausente o mantém. */
  linkArquivo?: InputMaybe<Scalars['String']['input']>;
  /** Novo dia da venda (ausente mantém). */
  realizadoEm?: InputMaybe<Scalars['String']['input']>;
  /** Novo tipo fiscal (ausente mantém). */
  tipoFiscal?: InputMaybe<TipoFiscal>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type EncerrarPontuacaoInput = {
  /** Identificador */
  identificador: Scalars['ID']['input'];
};

/** O endereço de um CEP, como o provedor o devolve. */
export type Endereco = {
  __typename?: 'Endereco';
  /** Bairro. */
  bairro: Scalars['String']['output'];
  /** O CEP, só os 8 dígitos. */
  cep: Scalars['String']['output'];
  /** Complemento do trecho (ex.: lado par); pode ser vazio. */
  complemento: Scalars['String']['output'];
  /** Cidade. */
  localidade: Scalars['String']['output'];
  /** Rua, avenida etc. */
  logradouro: Scalars['String']['output'];
  /** Sigla do estado. */
  uf: Scalars['String']['output'];
};

/** CPF e senha. */
export type EntrarParceiroInput = {
  /** CPF, com ou sem máscara. */
  cpf: Scalars['String']['input'];
  /** A senha, como digitada. */
  senha: Scalars['String']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type EntrarParceiroPayload = {
  __typename?: 'EntrarParceiroPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<SessaoParceiro>;
};

/** CPF e senha. */
export type EntrarUsuarioInput = {
  /** CPF, com ou sem máscara. */
  cpf: Scalars['String']['input'];
  /** A senha, como digitada. */
  senha: Scalars['String']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type EntrarUsuarioPayload = {
  __typename?: 'EntrarUsuarioPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<SessaoUsuario>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type EnviarComprovantesInput = {
  /** Os comprovantes (fotos ou PDF): uma pontuação pendente por arquivo. */
  arquivos: Array<Scalars['Upload']['input']>;
  /** Repetir a chave devolve a primeira resposta, sem criar outra pontuação (até 100 caracteres). */
  chaveIdempotencia?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type EnviarEmailContatoInput = {
  /** A mensagem para o suporte (até 5.000 caracteres). */
  mensagem: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type EnviarPontuacaoDigitadaInput = {
  /** Repetir a chave devolve a primeira resposta, sem criar outra pontuação (até 100 caracteres). */
  chaveIdempotencia?: InputMaybe<Scalars['String']['input']>;
  /** As unidades vendidas (1 a 100). */
  itens: Array<ItemEnvioInput>;
};

/** Os comprovantes enviados, cada um uma pontuação à espera da equipe. */
export type EnvioComprovantes = {
  __typename?: 'EnvioComprovantes';
  /** Uma pontuação pendente por arquivo, na ordem do envio. */
  arquivos: Array<ComprovanteEnviado>;
  /** Mensagem de sucesso para mostrar. */
  mensagem: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type EnvioComprovantesPayload = {
  __typename?: 'EnvioComprovantesPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<EnvioComprovantes>;
};

/** A pontuação digitada criada, à espera da equipe. */
export type EnvioPontuacao = {
  __typename?: 'EnvioPontuacao';
  /** A nova pontuação pendente. */
  id: Scalars['ID']['output'];
  /** Mensagem de sucesso para mostrar. */
  mensagem: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type EnvioPontuacaoPayload = {
  __typename?: 'EnvioPontuacaoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<EnvioPontuacao>;
};

/** Uma linha recusada de um arquivo importado. */
export type ErroDeLinha = {
  __typename?: 'ErroDeLinha';
  /** Número da linha no arquivo (a primeira de dados é a 2). */
  linha: Scalars['Int']['output'];
  /** Por que a linha foi recusada. */
  motivo: Scalars['String']['output'];
};

/** Um problema nos dados enviados: o campo (caminho no input) e a mensagem para mostrar. */
export type ErroDeUsuario = {
  __typename?: 'ErroDeUsuario';
  /** Caminho do campo no input (ex.: "identificador"); nulo quando o problema não é de um campo. */
  campo?: Maybe<Scalars['String']['output']>;
  /** Código do problema (BAD_USER_INPUT). */
  codigo: Scalars['String']['output'];
  /** Mensagem em português, pronta para o usuário. */
  mensagem: Scalars['String']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirBannerInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirCodigoCadastroInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirFotoVideoInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirParceiroInput = {
  /** Identificador do vendedor. */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirParceiroPayload = {
  __typename?: 'ExcluirParceiroPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['ID']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirPesquisaMercadoInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirPesquisaMercadoPayload = {
  __typename?: 'ExcluirPesquisaMercadoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['ID']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirPremioInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirPremioPayload = {
  __typename?: 'ExcluirPremioPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['Boolean']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirProdutoInput = {
  /** Identificador do produto. */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirProdutoPayload = {
  __typename?: 'ExcluirProdutoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['Boolean']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirProdutoRevendaInput = {
  /** Identificador do produto loja. */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirProdutoRevendaPayload = {
  __typename?: 'ExcluirProdutoRevendaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['Boolean']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirRedeInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirRedePayload = {
  __typename?: 'ExcluirRedePayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['ID']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExcluirRevendaInput = {
  /** Identificador da loja. */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ExcluirRevendaPayload = {
  __typename?: 'ExcluirRevendaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['ID']['output']>;
};

/** Uma experiência do catálogo (um passeio, um curso...), que agrupa ofertas. */
export type ExperienciaOferta = {
  __typename?: 'ExperienciaOferta';
  /** Descrição da experiência, como o fornecedor a escreve. */
  description: Scalars['String']['output'];
  /** Identificador da experiência, usado no filtro experiencia. */
  id: Scalars['ID']['output'];
  /** Endereço (URL) da imagem principal; nulo quando não há. */
  mainImageUrl?: Maybe<Scalars['String']['output']>;
  /** Título da experiência. */
  title: Scalars['String']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExportarPontuacoesEncerradasInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Último dia de encerramento (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Primeiro dia de encerramento (AAAA-MM-DD ou DD/MM/AAAA). */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemPontuacoesEncerradas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede (todas quando ausente). */
  rede?: InputMaybe<Scalars['ID']['input']>;
  /** CURRENT: a página da tela (pagina e porPagina); ALL: todas as linhas dos filtros. */
  tipo: TipoExportacao;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExportarPontuacoesInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Último dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Primeiro dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA); sem datas, os últimos 7 dias. */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão pontuadoEm). */
  ordenarPor?: InputMaybe<OrdemVendasPontuadas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede (todas quando ausente). */
  rede?: InputMaybe<Scalars['ID']['input']>;
  /** CURRENT: a página da tela (pagina e porPagina); ALL: todas as linhas dos filtros. */
  tipo: TipoExportacao;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExportarProdutosRevendaInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Só os produtos desta loja (CNPJ). */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Nome do arquivo da planilha (sem extensão). */
  nomeArquivo?: InputMaybe<Scalars['String']['input']>;
  /** Campo de ordenação (padrão valorPontos). */
  ordenarPor?: InputMaybe<OrdemProdutosRevenda>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
  /** Só os produtos desta loja (identificador). */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
  /** todos (padrão), ativos ou inativos. */
  situacao?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ExtratoInput = {
  /** Até o fim deste dia (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Desde este dia (AAAA-MM-DD ou DD/MM/AAAA), calendário de São Paulo. */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Página, a partir de 1. */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** O vendedor (só a equipe; o vendedor conectado lê o próprio e não pode informar). */
  parceiro?: InputMaybe<Scalars['ID']['input']>;
  /** Movimentos por página (padrão 20, até 100). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Só os movimentos deste tipo. */
  tipo?: InputMaybe<TipoMovimentoExtrato>;
};

/** O extrato de pontos: o saldo e uma página dos movimentos, mais novo primeiro. */
export type ExtratoPontos = {
  __typename?: 'ExtratoPontos';
  /** Os movimentos desta página. */
  movimentos: Array<MovimentoExtrato>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Movimentos por página. */
  porPagina: Scalars['Int']['output'];
  /** Saldo atual (a soma de todos os movimentos). */
  saldo: Scalars['Pontos']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos movimentos atendem aos filtros. */
  total: Scalars['Int']['output'];
};

/** Campo da busca: PARCEIRO, CPF, CNPJ, CODIGO, LOJA. */
export type FiltroBuscaPendentes =
  /** O campo CNPJ. */
  | 'CNPJ'
  /** O campo CODIGO. */
  | 'CODIGO'
  /** O campo CPF. */
  | 'CPF'
  /** O campo LOJA. */
  | 'LOJA'
  /** O campo PARCEIRO. */
  | 'PARCEIRO';

/** Os dados que a operação recebe no seu argumento input. */
export type FiltroFotosVideosInput = {
  /** AAAA-MM-DD ou DD/MM/AAAA (padrão: hoje). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** AAAA-MM-DD ou DD/MM/AAAA (padrão: 7 dias atrás). */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
};

/** Quem preencheu a pesquisa. */
export type FontePesquisa =
  /** Equipe */
  | 'EQUIPE'
  /** Sistema */
  | 'SISTEMA';

/** A geração pedida: a mensagem para mostrar e a tarefa a acompanhar. */
export type GeracaoRelatorio = {
  __typename?: 'GeracaoRelatorio';
  /** Iniciada, ou já em andamento. */
  mensagem: Scalars['String']['output'];
  /** A tarefa (a nova ou a que já estava na fila). */
  tarefa: TarefaRelatorio;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type GeracaoRelatorioPayload = {
  __typename?: 'GeracaoRelatorioPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<GeracaoRelatorio>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type GerarRelatorioInput = {
  /** Ano */
  ano?: InputMaybe<Scalars['Int']['input']>;
  /** Mês, 1 a 12 (ou "07"). */
  mes?: InputMaybe<Scalars['Int']['input']>;
  /** Um relatório que a fila de tarefas gera. */
  tipo: TipoRelatorio;
};

/** Uma rede (ou uma loja da rede escolhida) com pontos a vencer. */
export type GrupoVencimento = {
  __typename?: 'GrupoVencimento';
  /** A rede ou a loja. */
  id: Scalars['ID']['output'];
  /** Nome da rede ou nome fantasia da loja. */
  nome: Scalars['String']['output'];
  /** Vendedores com pontos a vencer. */
  parceiros: Scalars['Int']['output'];
  /** Pontos a vencer. */
  pontos: Scalars['Pontos']['output'];
  /** Primeiro vencimento, AAAA-MM-DD. */
  primeiroVencimento: Scalars['String']['output'];
};

/** Uma mudança de situação da venda ou da sua pontuação (spec 2 §3; nomes como o contrato os escreve). */
export type HistoricoStatusVenda = {
  __typename?: 'HistoricoStatusVenda';
  /** Quando aconteceu. */
  created_at: Scalars['DateTimeISO']['output'];
  /** Identificador da mudança. */
  id: Scalars['ID']['output'];
  /** Justificativa. */
  justificativa?: Maybe<Scalars['String']['output']>;
  /** Situação anterior. */
  status_anterior?: Maybe<Scalars['String']['output']>;
  /** Situação nova (da venda ou da pontuação). */
  status_novo: Scalars['String']['output'];
  /** Quem fez. */
  usuario: UsuarioHistorico;
};

/** O resultado da planilha de vendas: as vendas creditadas e as linhas recusadas. */
export type ImportacaoVendas = {
  __typename?: 'ImportacaoVendas';
  /** As linhas recusadas, com o motivo, na ordem da planilha. */
  erros: Array<ErroDeLinha>;
  /** Vendas creditadas desta planilha. */
  total: Scalars['Int']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ImportacaoVendasPayload = {
  __typename?: 'ImportacaoVendasPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ImportacaoVendas>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ImportarPlanilhaVendasInput = {
  /** A planilha de vendas (.xlsx), no layout do modelo. */
  arquivo: Scalars['Upload']['input'];
  /** Avisar cada vendedor por WhatsApp (padrão não). */
  enviarMensagem?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Um membro indicado pelo membro conectado; o CPF vem mascarado. */
export type Indicacao = {
  __typename?: 'Indicacao';
  /** Celular do indicado. */
  celular?: Maybe<Scalars['String']['output']>;
  /** CPF mascarado: ***.456.789-** */
  cpf: Scalars['String']['output'];
  /** Quando a indicação foi registrada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador da indicação. */
  id: Scalars['ID']['output'];
  /** Nome do indicado. */
  nome: Scalars['String']['output'];
  /** Por onde a indicação chegou (ex.: Indicado por Cadastro). */
  plataforma: Scalars['String']['output'];
  /** Verdadeiro depois da primeira venda pontuada do indicado. */
  validado: Scalars['Boolean']['output'];
};

/** Uma página de Indicacao. */
export type IndicacaoPagina = {
  __typename?: 'IndicacaoPagina';
  /** Os itens desta página. */
  itens: Array<Indicacao>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Uma unidade digitada de uma pontuação de loja tipo 1. */
export type ItemDigitadoPontuacao = {
  __typename?: 'ItemDigitadoPontuacao';
  /** Código do produto (padrão ou da loja). */
  codigo: Scalars['String']['output'];
  /** Descrição do produto. */
  descricao: Scalars['String']['output'];
  /** Pontos que a unidade daria quando a pontuação foi enviada (informativo). */
  pontos: Scalars['Pontos']['output'];
  /** O produto. */
  produtoId: Scalars['ID']['output'];
  /** Valor de venda da unidade, em reais. */
  valor: Scalars['Dinheiro']['output'];
};

/** Uma unidade vendida. */
export type ItemEnvioInput = {
  /** Código padrão do produto ou o código próprio da loja (uma unidade). */
  codigo: Scalars['String']['input'];
  /** Valor de venda da unidade, em reais. */
  valor: Scalars['Dinheiro']['input'];
};

/** Uma linha de uma lista de produtos da pesquisa. */
export type ItemPesquisaMercado = {
  __typename?: 'ItemPesquisaMercado';
  /** Marca (sempre presente nos concorrentes). */
  marca?: Maybe<Scalars['String']['output']>;
  /** Produto. */
  produto: Scalars['String']['output'];
  /** Quantidade. */
  qtde: Scalars['Int']['output'];
  /** Valor unitário, em reais. */
  valorUnitario: Scalars['Dinheiro']['output'];
};

/** Um item da venda. */
export type ItemVendaInput = {
  /** Código padrão do produto ou o código próprio da loja. */
  codigo: Scalars['String']['input'];
  /** Quantidade vendida. */
  qtde: Scalars['Int']['input'];
  /** Desconto da linha, em reais (padrão 0). */
  valorDesconto?: InputMaybe<Scalars['Dinheiro']['input']>;
  /** Valor unitário, em reais. */
  valorUnitario: Scalars['Dinheiro']['input'];
};

/** Um item de uma venda pontuada (spec 2 §3). */
export type ItemVendaPontuada = {
  __typename?: 'ItemVendaPontuada';
  /** Código do produto como foi vendido. */
  codigo: Scalars['String']['output'];
  /** Descrição do produto. */
  descricao: Scalars['String']['output'];
  /** Identificador do item. */
  id: Scalars['ID']['output'];
  /** Nome do produto (o mesmo que descricao). */
  nome: Scalars['String']['output'];
  /** Quantidade. */
  qtde: Scalars['Int']['output'];
  /** Subtotal da linha, em reais. */
  subTotal: Scalars['Dinheiro']['output'];
  /** Desconto da linha, em reais. */
  valorDesconto: Scalars['Dinheiro']['output'];
  /** Pontos da linha. */
  valorPontos: Scalars['Pontos']['output'];
  /** Valor unitário, em reais. */
  valorUnitario: Scalars['Dinheiro']['output'];
};

/** Uma mudança de status de um vendedor, com a justificativa. */
export type JustificativaParceiro = {
  __typename?: 'JustificativaParceiro';
  /** Quando o status mudou. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador do registro. */
  id: Scalars['ID']['output'];
  /** A justificativa informada. */
  justificativa: Scalars['String']['output'];
  /** O status antes. */
  statusAnterior: StatusParceiro;
  /** O status depois. */
  statusNovo: StatusParceiro;
  /** Quem mudou. */
  usuario: UsuarioDaJustificativa;
};

/** Uma liberação registrada e as redes que seguem em alerta. */
export type LiberacaoAntifraude = {
  __typename?: 'LiberacaoAntifraude';
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
  /** As redes em alerta depois da liberação. */
  redesAntifraude: Array<RedeAntifraude>;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type LiberacaoAntifraudePayload = {
  __typename?: 'LiberacaoAntifraudePayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<LiberacaoAntifraude>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type LiberarAntifraudeInput = {
  /** Código do produto. */
  codProduto: Scalars['String']['input'];
  /** Quantidade */
  quantidade: Scalars['String']['input'];
  /** Id ou nome da rede. */
  rede: Scalars['ID']['input'];
};

/** Um produto de uma rede no Antifraude: qtdAf = liberado + qtdVendida − qtdPontuada. */
export type LinhaAntifraude = {
  __typename?: 'LinhaAntifraude';
  /** Código do produto. */
  codProduto: Scalars['String']['output'];
  /** Unidades liberadas pela equipe. */
  liberado: Scalars['Float']['output'];
  /** A observação atual. */
  observacao?: Maybe<Scalars['String']['output']>;
  /** Pontos por unidade. */
  pontosUnitario: Scalars['Pontos']['output'];
  /** Nome do produto. */
  produto: Scalars['String']['output'];
  /** Identificador do produto. */
  produtoId: Scalars['ID']['output'];
  /** Saldo antifraude, em unidades (negativo: alerta). */
  qtdAf: Scalars['Float']['output'];
  /** Unidades das vendas pontuadas. */
  qtdPontuada: Scalars['Float']['output'];
  /** Unidades compradas pela rede (sell-in). */
  qtdVendida: Scalars['Float']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Identificador da rede. */
  redeId: Scalars['ID']['output'];
  /** qtdAf × pontosUnitario. */
  saldoPontos: Scalars['Pontos']['output'];
};

/** Um produto de uma rede em Compras x Pontuação de um mês. */
export type LinhaComprasPontuacao = {
  __typename?: 'LinhaComprasPontuacao';
  /** Código do produto. */
  codProduto: Scalars['String']['output'];
  /** Data do penúltimo pedido (AAAA-MM-DD). */
  dataPenultimoPedido?: Maybe<Scalars['String']['output']>;
  /** Data do último pedido (AAAA-MM-DD). */
  dataUltimoPedido?: Maybe<Scalars['String']['output']>;
  /** Nome do produto. */
  produto: Scalars['String']['output'];
  /** Unidades do penúltimo pedido. */
  qtdPenultimoPedido?: Maybe<Scalars['Float']['output']>;
  /** Unidades pontuadas no mês. */
  qtdPontuada: Scalars['Float']['output'];
  /** Unidades do último pedido. */
  qtdUltimoPedido?: Maybe<Scalars['Float']['output']>;
  /** Unidades vendidas no mês. */
  qtdVendida: Scalars['Float']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Identificador da rede. */
  redeId: Scalars['ID']['output'];
  /** Saldo de estoque da rede. */
  saldoEstoque?: Maybe<Scalars['Float']['output']>;
  /** Saldo de estoque das redes da mesma região. */
  saldoEstoqueRegional?: Maybe<Scalars['Float']['output']>;
};

/** Um vendedor com pontos vencidos agora (ou até o dia do relatório). */
export type LinhaExpiracao = {
  __typename?: 'LinhaExpiracao';
  /** Se o vendedor está ativo (inativos também expiram). */
  ativo: Scalars['Boolean']['output'];
  /** CPF do vendedor (só dígitos). */
  cpf: Scalars['String']['output'];
  /** Nome fantasia da loja do vendedor. */
  loja: Scalars['String']['output'];
  /** Nome do vendedor. */
  nome: Scalars['String']['output'];
  /** O vendedor. */
  parceiroId: Scalars['ID']['output'];
  /** Pontos que a expiração leva. */
  pontos: Scalars['Pontos']['output'];
  /** Nome da rede da loja. */
  rede: Scalars['String']['output'];
  /** Saldo atual do vendedor. */
  saldoPontos: Scalars['Pontos']['output'];
  /** Vencimento mais antigo desses pontos, AAAA-MM-DD. */
  vencimento: Scalars['String']['output'];
};

/** Compras (sell-in) de uma rede em reais, por mês do ano. */
export type LinhaHistorico = {
  __typename?: 'LinhaHistorico';
  /** Abril (R$). */
  abril: Scalars['Dinheiro']['output'];
  /** Agosto (R$). */
  agosto: Scalars['Dinheiro']['output'];
  /** Dezembro (R$). */
  dezembro: Scalars['Dinheiro']['output'];
  /** Fevereiro (R$). */
  fevereiro: Scalars['Dinheiro']['output'];
  /** Janeiro (R$). */
  janeiro: Scalars['Dinheiro']['output'];
  /** Julho (R$). */
  julho: Scalars['Dinheiro']['output'];
  /** Junho (R$). */
  junho: Scalars['Dinheiro']['output'];
  /** Maio (R$). */
  maio: Scalars['Dinheiro']['output'];
  /** Março (R$). */
  marco: Scalars['Dinheiro']['output'];
  /** Novembro (R$). */
  novembro: Scalars['Dinheiro']['output'];
  /** Outubro (R$). */
  outubro: Scalars['Dinheiro']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Identificador da rede. */
  redeId: Scalars['ID']['output'];
  /** Setembro (R$). */
  setembro: Scalars['Dinheiro']['output'];
  /** O ano todo (R$). */
  total: Scalars['Dinheiro']['output'];
};

/** Uma rede na Mensuração: médias de compra antes e depois da entrada no programa. */
export type LinhaMensuracao = {
  __typename?: 'LinhaMensuracao';
  /** Entrada da rede no programa (AAAA-MM-DD). */
  dataCadastro: Scalars['String']['output'];
  /** Média mensal de compras antes (R$). */
  mediaMensal?: Maybe<Scalars['Dinheiro']['output']>;
  /** Média mensal de compras depois (R$). */
  mediaMensalPos?: Maybe<Scalars['Dinheiro']['output']>;
  /** Média semanal de compras antes (R$). */
  mediaSemanal?: Maybe<Scalars['Dinheiro']['output']>;
  /** Média semanal de compras depois (R$). */
  mediaSemanalPos?: Maybe<Scalars['Dinheiro']['output']>;
  /** Meses com compra antes da entrada. */
  mesesAtendidosAntes: Scalars['Int']['output'];
  /** Meses com compra depois da entrada. */
  mesesAtendidosPos: Scalars['Int']['output'];
  /** A observação atual. */
  observacao?: Maybe<Scalars['String']['output']>;
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Identificador da rede. */
  redeId: Scalars['ID']['output'];
  /** Resultado mensal, em porcentagem. */
  resultadoMensal?: Maybe<Scalars['Float']['output']>;
  /** Resultado semanal, em porcentagem. */
  resultadoSemanal?: Maybe<Scalars['Float']['output']>;
  /** Total comprado depois da entrada (R$). */
  totalVendidoPos: Scalars['Dinheiro']['output'];
};

/** Um produto de uma rede na Taxa de Sucesso de um mês. */
export type LinhaTaxaSucesso = {
  __typename?: 'LinhaTaxaSucesso';
  /** O ano. */
  ano: Scalars['Int']['output'];
  /** Aumento de vendas, em unidades. */
  aumentoVendas?: Maybe<Scalars['Float']['output']>;
  /** Aumento de vendas em reais. */
  aumentoVendasDinheiro?: Maybe<Scalars['Dinheiro']['output']>;
  /** Código do produto. */
  codProduto: Scalars['String']['output'];
  /** Média mensal de unidades antes. */
  mediaMensal?: Maybe<Scalars['Float']['output']>;
  /** O mês (dois dígitos). */
  mes: Scalars['String']['output'];
  /** Meses com venda antes. */
  mesesAtendidoAntes: Scalars['Int']['output'];
  /** Nome do produto. */
  produto: Scalars['String']['output'];
  /** Unidades vendidas no mês. */
  qtdVendida: Scalars['Float']['output'];
  /** Unidades vendidas antes. */
  qtdVendidaAntes: Scalars['Float']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Identificador da rede. */
  redeId: Scalars['ID']['output'];
  /** Taxa de sucesso, em porcentagem. */
  taxaSucesso?: Maybe<Scalars['Float']['output']>;
  /** Valor unitário do produto (R$). */
  valorUnitarioProduto: Scalars['Dinheiro']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaCartoesInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemCartoes>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaIndicacoesInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** O código de indicação do membro conectado. */
  codigo: Scalars['String']['input'];
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemIndicacoes>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaLogsInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Último dia, inclusive. */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Primeiro dia (AAAA-MM-DD ou DD/MM/AAAA); sem datas, os últimos 7 dias. */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemLogs>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Tipo do log (ex.: banners.criar); vazio ou "todos" para todos. */
  tipo?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaOfertasInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** novas (0 pontos), ativas ou todas (padrão). */
  grupo?: InputMaybe<Scalars['String']['input']>;
  /** Campo de ordenação (padrão nome). */
  ordenarPor?: InputMaybe<OrdemOfertas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaParceirosInput = {
  /** Só os ativos (1) ou só os inativos (0); só o papel 2 vê os inativos. */
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão nome). */
  ordenarPor?: InputMaybe<OrdemParceiros>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPesquisasMercadoInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Só as pesquisas da loja deste CNPJ. */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão revenda). */
  ordenarPor?: InputMaybe<OrdemPesquisasMercado>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
  /** Só as pesquisas desta loja. */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPontuacoesAprovadasInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão pontuadoEm). */
  ordenarPor?: InputMaybe<OrdemPontuacoesAprovadas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPontuacoesCodigoInput = {
  /** Código, nome ou CPF (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPontuacoesEmAnaliseInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemPontuacoesEmAnalise>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPontuacoesEncerradasInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Último dia de encerramento (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Primeiro dia de encerramento (AAAA-MM-DD ou DD/MM/AAAA). */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemPontuacoesEncerradas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede (todas quando ausente). */
  rede?: InputMaybe<Scalars['ID']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPontuacoesPendentesInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo da busca: PARCEIRO, CPF, CNPJ, CODIGO, LOJA. */
  filtro?: InputMaybe<FiltroBuscaPendentes>;
  /** Campo de ordenação (padrão criadoEm). */
  ordenarPor?: InputMaybe<OrdemPontuacoesPendentes>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaPremiosInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão nome). */
  ordenarPor?: InputMaybe<OrdemPremios>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaProdutosDaLojaInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão valorPontos). */
  ordenarPor?: InputMaybe<OrdemProdutosDaLoja>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaProdutosInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão valorPontos). */
  ordenarPor?: InputMaybe<OrdemProdutos>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** todos (padrão), ativos ou inativos. */
  situacao?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaProdutosRevendaInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Só os produtos desta loja (CNPJ). */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão valorPontos). */
  ordenarPor?: InputMaybe<OrdemProdutosRevenda>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
  /** Só os produtos desta loja (identificador). */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
  /** todos (padrão), ativos ou inativos. */
  situacao?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaRedesInput = {
  /** Só as ativas (1) ou só as inativas (0). */
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Inclui os números da rede (lojas, vendedores, vendas, pontos). */
  completo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão nome). */
  ordenarPor?: InputMaybe<OrdemRedes>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaResgatesInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão resgatadoEm). */
  ordenarPor?: InputMaybe<OrdemResgates>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
  /** Status */
  status?: InputMaybe<StatusResgate>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaRevendasInput = {
  /** Só as ativas (1) ou só as inativas (0). */
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Só a loja com este CNPJ (com ou sem máscara). */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** Só a loja com este código. */
  codigo?: InputMaybe<Scalars['String']['input']>;
  /** Inclui os números da loja (vendedores, vendas, pontos). */
  completo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão nomeFantasia). */
  ordenarPor?: InputMaybe<OrdemRevendas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaUsuariosInput = {
  /** Só os ativos (true) ou só os desativados (false). */
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão nome). */
  ordenarPor?: InputMaybe<OrdemUsuarios>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Só os usuários deste papel. */
  permissao?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ListaVendasPontuadasInput = {
  /** Busca (até 100 caracteres). */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Último dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Primeiro dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA); sem datas, os últimos 7 dias. */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Direção (padrão a da lista). */
  direcao?: InputMaybe<Direcao>;
  /** Campo de ordenação (padrão pontuadoEm). */
  ordenarPor?: InputMaybe<OrdemVendasPontuadas>;
  /** Página, a partir de 1 (padrão 1). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
  /** Itens por página (padrão 10, até 1000; 0 = todos, até 10.000). */
  porPagina?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede (todas quando ausente). */
  rede?: InputMaybe<Scalars['ID']['input']>;
};

/** Onde a experiência acontece, como o fornecedor informa; cada campo é nulo quando não informado. */
export type LocalOferta = {
  __typename?: 'LocalOferta';
  /** Endereço, primeira linha. */
  address1?: Maybe<Scalars['String']['output']>;
  /** Endereço, complemento. */
  address2?: Maybe<Scalars['String']['output']>;
  /** Cidade. */
  city?: Maybe<Scalars['String']['output']>;
  /** E-mail do local. */
  email?: Maybe<Scalars['String']['output']>;
  /** URL do logotipo do local. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Telefone do local. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** CEP. */
  postCode?: Maybe<Scalars['String']['output']>;
  /** Estado ou região. */
  region?: Maybe<Scalars['String']['output']>;
  /** Site do local. */
  website?: Maybe<Scalars['String']['output']>;
};

/** Um registro de auditoria: quem fez o quê, com quais parâmetros, quando. */
export type Log = {
  __typename?: 'Log';
  /** Quando aconteceu. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador do log. */
  id: Scalars['ID']['output'];
  /** Os parâmetros, como texto JSON. */
  parametros: Scalars['String']['output'];
  /** Nome de quem agiu (usuário do painel, membro) ou "Sistema". */
  responsavel: Scalars['String']['output'];
  /** Que tipo de responsável agiu. */
  responsavelTipo: TipoResponsavel;
  /** Os parâmetros em linhas legíveis: o que mudou (antes → depois) numa alteração, "Campo: valor" nos demais. */
  resumo: Array<Scalars['String']['output']>;
  /** O tipo do log (ex.: banners.criar). */
  tipo: Scalars['String']['output'];
  /** O título do tipo, para a tela. */
  titulo: Scalars['String']['output'];
};

/** Uma página de Log. */
export type LogPagina = {
  __typename?: 'LogPagina';
  /** Os itens desta página. */
  itens: Array<Log>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Se a loja mostra o login social e como iniciá-lo. */
export type LoginSocialConfig = {
  __typename?: 'LoginSocialConfig';
  /** O endereço de autorização do provedor. */
  authorizationEndpoint?: Maybe<Scalars['String']['output']>;
  /** O client id da loja no provedor. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** Se o login social está ligado. */
  habilitado: Scalars['Boolean']['output'];
  /** O nome do provedor, chave sob a qual o ID token é enviado no login. */
  provedor?: Maybe<Scalars['String']['output']>;
};

/** Uma mensagem para mostrar ao usuário. */
export type Mensagem = {
  __typename?: 'Mensagem';
  /** A mensagem, em português. */
  mensagem: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type MensagemPayload = {
  __typename?: 'MensagemPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Mensagem>;
};

/** O código de indicação do membro conectado e o link para compartilhar. */
export type MeuCodigoIndicacao = {
  __typename?: 'MeuCodigoIndicacao';
  /** O código de indicação. */
  codigo: Scalars['String']['output'];
  /** A página de cadastro com o código preenchido. */
  link: Scalars['String']['output'];
};

/** Uma foto ou um vídeo anexado a um resgate; o arquivo está em linkArquivo. */
export type Midia = {
  __typename?: 'Midia';
  /** Quando foi enviada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador da mídia. */
  id: Scalars['ID']['output'];
  /** Endereço do arquivo. */
  linkArquivo: Scalars['String']['output'];
  /** Tipo do conteúdo: image/jpeg, image/png, image/webp, video/mp4, video/quicktime, video/webm. */
  tipoArquivo: Scalars['String']['output'];
};

/** A foto ou o vídeo anexado, como fica na galeria. */
export type MidiaAnexada = {
  __typename?: 'MidiaAnexada';
  /** Mensagem de sucesso para mostrar. */
  mensagem: Scalars['String']['output'];
  /** A mídia com o seu resgate. */
  midia: ResgateMidia;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type MidiaAnexadaPayload = {
  __typename?: 'MidiaAnexadaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<MidiaAnexada>;
};

/** A última reprovação da pontuação de uma venda. */
export type MotivoReprovacaoVenda = {
  __typename?: 'MotivoReprovacaoVenda';
  /** Quando foi reprovada. */
  reprovadoEm: Scalars['DateTimeISO']['output'];
  /** O motivo. */
  reprovadoMotivo: Scalars['String']['output'];
  /** Quem reprovou. */
  reprovadoPor?: Maybe<Scalars['String']['output']>;
};

/** Um lançamento do razão de pontos, como o vendedor o lê. */
export type MovimentoExtrato = {
  __typename?: 'MovimentoExtrato';
  /** Quando aconteceu. */
  data: Scalars['DateTimeISO']['output'];
  /** O que foi, em palavras. */
  descricao: Scalars['String']['output'];
  /** O lançamento. */
  id: Scalars['String']['output'];
  /** A origem (de um estorno ou devolução, a do lançamento revertido). */
  origem: OrigemMovimento;
  /** Pontos com sinal (crédito positivo, débito negativo). */
  pontos: Scalars['Pontos']['output'];
  /** O saldo logo depois deste movimento. */
  saldoApos: Scalars['Pontos']['output'];
  /** O tipo do movimento. */
  tipo: TipoMovimentoExtrato;
};

/** As escritas da API do Experiências SW. */
export type Mutation = {
  __typename?: 'Mutation';
  /** O membro conectado aceita o regulamento (não pode ser desfeito). */
  aceitarRegulamento: ParceiroPayload;
  /** Liga ou desliga um banner. */
  alterarAtivoBanner: BannerPayload;
  /** Ativa ou desativa um prêmio no catálogo. */
  alterarAtivoPremio: PremioPayload;
  /** Ativa ou desativa um produto; com atualizarRevenda, os produtos loja dele seguem o mesmo status. */
  alterarAtivoProduto: StatusProdutoAlteradoPayload;
  /** Ativa ou desativa um produto loja. */
  alterarAtivoProdutoRevenda: ProdutoRevendaPayload;
  /** Ativa ou inativa uma rede (Sim/Não). */
  alterarAtivoRede: RedePayload;
  /** Ativa ou inativa uma loja (Sim/Não). */
  alterarAtivoRevenda: RevendaPayload;
  /** Data de entrega (AAAA-MM-DD ou DD/MM/AAAA). */
  alterarDataEntregaResgate: ResgateAlteradoPayload;
  /** A observação da equipe; vazia apaga; vale também para um cancelado. */
  alterarObservacaoResgate: ResgateAlteradoPayload;
  /** Libera ou bloqueia o resgate dos vendedores da loja. */
  alterarResgateLiberado: RevendaPayload;
  /** O membro bloqueia o cartão ou pede o desbloqueio. */
  alterarStatusCartao: ResultadoCartaoPayload;
  /** Ativa ou inativa um vendedor, com a justificativa (fica no histórico). */
  alterarStatusParceiro: ParceiroPainelPayload;
  /** Muda o status (não entregue, entregue, em trânsito); um cancelado não muda. */
  alterarStatusResgate: ResgateAlteradoPayload;
  /** Muda o status de vários resgates; cancelados, desconhecidos e fora do alcance ficam em ignorados. */
  alterarStatusResgatesEmLote: ResgatesAlteradosEmLotePayload;
  /** Anexa uma foto ou um vídeo a um resgate. Requisição multipart. */
  anexarFotoVideo: MidiaAnexadaPayload;
  /** Aplica um desconto (1 a 99%) às ofertas escolhidas que têm preço. */
  aplicarDescontoOfertas: ResultadoDescontoOfertasPayload;
  /** Reativa um usuário do painel. */
  ativarUsuario: UsuarioPayload;
  /** Marca a entrega de um cartão ou o bloqueia/desbloqueia no painel (os campos enviados). */
  atualizarCartao: AtualizarCartaoPayload;
  /** Altera um código de cadastro; os usos permitidos não ficam abaixo dos realizados. */
  atualizarCodigoCadastro: CodigoCadastroPayload;
  /** Altera as configurações do sistema; os três valores são obrigatórios; limite 0 = sem limite. */
  atualizarConfiguracoesSistema: ConfiguracoesSistemaPayload;
  /** Meu Perfil: muda o nome e, com a senha atual, a senha (as outras sessões terminam). */
  atualizarMeuPerfil: UsuarioPayload;
  /** Edita um vendedor: os campos enviados substituem, os omitidos ficam (nulo limpa um campo opcional). */
  atualizarParceiro: ParceiroPainelPayload;
  /** O membro altera o próprio perfil; senha em branco não muda a senha. */
  atualizarPerfilParceiro: ParceiroPayload;
  /** Edita uma pesquisa: os campos enviados substituem os salvos e a pesquisa inteira é conferida de novo. */
  atualizarPesquisaMercado: PesquisaMercadoPayload;
  /** Edita um produto; valorUnitario e codigoBarras ausentes mantêm o que estava. */
  atualizarProduto: ProdutoPayload;
  /** Edita um produto loja; valorPontos ausente mantém a escolha, null herda. */
  atualizarProdutoRevenda: ProdutoRevendaPayload;
  /** Edita uma rede: os campos enviados substituem, os omitidos ficam. */
  atualizarRede: RedePayload;
  /** O diálogo de edição: os campos enviados substituem, os omitidos ficam. */
  atualizarRevenda: RevendaPayload;
  /** Troca a senha pelo link de recuperação e encerra as sessões do vendedor. */
  atualizarSenhaRecuperacao: MensagemPayload;
  /** Edita nome, e-mail, papel, lojas e redes de um usuário do painel; ninguém muda o próprio papel. */
  atualizarUsuario: UsuarioPayload;
  /** Cadastra um cartão (código de barras e número), em estoque ou para o CPF de um vendedor. */
  cadastrarCartao: ResultadoCartaoPayload;
  /** O cadastro do próprio vendedor; ele sai com a sessão aberta. Problemas do formulário e da loja escolhida vêm em errosDeUsuario. */
  cadastrarParceiro: CadastrarParceiroPayload;
  /** Cancela o resgate e devolve os pontos (uma vez só). */
  cancelarResgate: ResgateAlteradoPayload;
  /** Cancela a venda e estorna os seus pontos, uma vez só. */
  cancelarVendaPontuada: MensagemPayload;
  /** Aplica a diferença da venda como um único movimento de correção. */
  corrigirPontuacao: CorrecaoAplicadaPayload;
  /** Uma plataforma parceira credita pontos a um membro; autenticada pelo cabeçalho X-Api-Key; idempotente pela referência. */
  creditarPontosPlataforma: ResultadoPontuacaoPlataformaPayload;
  /** Cadastra um banner, com a imagem opcional (requisição multipart); vai para o fim da ordem. */
  criarBanner: BannerPayload;
  /** Cria uma chave de API; o segredo só aparece nesta resposta. */
  criarChaveIntegracao: ChaveCriadaPayload;
  /** Cadastra um código de cadastro. */
  criarCodigoCadastro: CodigoCadastroPayload;
  /** Cadastra um vendedor numa loja ativa visível; ele define a senha depois, na loja virtual. */
  criarParceiro: ParceiroPainelPayload;
  /** Cadastra uma pesquisa de mercado; qtdeProdutosVendidos é a soma dos concorrentes. */
  criarPesquisaMercado: PesquisaMercadoPayload;
  /** Cadastra um produto no catálogo. */
  criarProduto: ProdutoPayload;
  /** Cadastra um produto loja (a loja por CNPJ ou id; pontos herdados quando não informados). */
  criarProdutoRevenda: ProdutoRevendaPayload;
  /** Cadastra uma rede (nome, região e valor do ponto). */
  criarRede: RedePayload;
  /** Cadastra uma loja (ativa, com o resgate ainda não liberado). */
  criarRevenda: RevendaPayload;
  /** Cadastra um usuário do painel; ninguém concede um papel acima do seu. */
  criarUsuario: UsuarioPayload;
  /** Desativa um usuário do painel: ele não entra mais e as sessões abertas terminam na hora. */
  desativarUsuario: UsuarioPayload;
  /** Edita título, datas, descrição, ativo ou imagem (requisição multipart) de um banner; só o que for enviado muda. */
  editarBanner: BannerPayload;
  /** Novos pontos de uma oferta (limpa um desconto). pontosAlternativo ausente mantém o atual; null o limpa. */
  editarPontosOferta: OfertaPayload;
  /** Edita número fiscal, tipo, data e comprovante de uma venda pontuada (não os pontos). */
  editarVendaPontuada: MensagemPayload;
  /** Encerra uma pontuação pendente sem gerar venda. */
  encerrarPontuacao: MensagemPayload;
  /** Login da loja: abre uma sessão para o vendedor (CPF e senha). */
  entrarParceiro: EntrarParceiroPayload;
  /** Login social com o ID token do provedor; uma conta desconhecida recebe extensions.social {nome, email}. */
  entrarParceiroSocial: SessaoParceiro;
  /** Login do painel: abre uma sessão para o usuário da equipe (CPF e senha). */
  entrarUsuario: EntrarUsuarioPayload;
  /** O vendedor de uma loja tipo 2 envia comprovantes: uma pontuação pendente por arquivo (todos ou nenhum). Requisição multipart. */
  enviarComprovantes: EnvioComprovantesPayload;
  /** O membro envia uma mensagem ao suporte, com os seus dados. */
  enviarEmailContato: MensagemPayload;
  /** O vendedor de uma loja tipo 1 envia uma pontuação digitada (pendente); cada item é uma unidade. */
  enviarPontuacaoDigitada: EnvioPontuacaoPayload;
  /** Exclui um banner; os demais são renumerados. */
  excluirBanner: MensagemPayload;
  /** Exclui um código de cadastro; os usos ficam no relatório. */
  excluirCodigoCadastro: MensagemPayload;
  /** Exclui uma foto ou um vídeo (e o arquivo). */
  excluirFotoVideo: MensagemPayload;
  /** Exclui um vendedor que nunca pontuou; responde o seu identificador. */
  excluirParceiro: ExcluirParceiroPayload;
  /** Exclui uma pesquisa de mercado; responde o id excluído. */
  excluirPesquisaMercado: ExcluirPesquisaMercadoPayload;
  /** Exclui um prêmio nunca resgatado (um já resgatado deve ser desativado). */
  excluirPremio: ExcluirPremioPayload;
  /** Exclui um produto sem produtos loja vinculados. */
  excluirProduto: ExcluirProdutoPayload;
  /** Exclui um produto loja. */
  excluirProdutoRevenda: ExcluirProdutoRevendaPayload;
  /** Exclui uma rede sem lojas; responde o seu identificador. */
  excluirRede: ExcluirRedePayload;
  /** Exclui uma loja sem vendedores nem vendas; responde o seu identificador. */
  excluirRevenda: ExcluirRevendaPayload;
  /** Expira todos os lotes vencidos (rodar de novo não leva mais nada). */
  expirarPontos: ResultadoExpiracaoPayload;
  /** Pede a atualização de um relatório (ano e mês nos relatórios de um mês); responde na hora. */
  gerarRelatorio: GeracaoRelatorioPayload;
  /** Importa a planilha de vendas (.xlsx): credita cada venda válida e lista as linhas recusadas. Requisição multipart. */
  importarPlanilhaVendas: ImportacaoVendasPayload;
  /** Libera unidades de um produto numa rede; responde as redes que seguem em alerta. */
  liberarAntifraude: LiberacaoAntifraudePayload;
  /** Grava a observação do Antifraude de um produto numa rede. */
  observarAntifraude: MensagemPayload;
  /** Grava a observação da Mensuração de uma rede. */
  observarMensuracao: MensagemPayload;
  /** A nova ordem dos banners, renumerada a partir de 1. */
  ordenarBanners: BannersOrdenadosPayload;
  /** Nova venda: registra a venda digitada e credita os pontos no extrato do vendedor. */
  pontuarVenda: PontuarVendaPayload;
  /** Devolve, uma vez só, os pontos expirados no dia informado. */
  reativarPontos: ResultadoReativacaoPayload;
  /** Envia ao e-mail do usuário uma senha provisória; as sessões dele terminam. O resultado é a mensagem de confirmação. */
  redefinirSenhaUsuario: RedefinirSenhaUsuarioPayload;
  /** Registra o saldo de estoque de um produto numa rede (data dd/mm/aaaa ou aaaa-mm-dd). */
  registrarSaldoEstoque: MensagemPayload;
  /** Reprova uma pontuação pendente com um dos sete motivos; o vendedor é avisado por WhatsApp. */
  reprovarPontuacao: MensagemPayload;
  /** O membro resgata um prêmio ou oferta; bivolt: voltagem 110V (padrão) ou 220V; recarga: operadora e celular. */
  resgatar: ResgatarPayload;
  /** Devolve uma pontuação encerrada ou reprovada para pendente. */
  retornarPontuacaoPendente: MensagemPayload;
  /** Cancela a venda (se ainda não está) e devolve o comprovante às pontuações pendentes. */
  retornarVendaPendente: MensagemPayload;
  /** Revoga uma chave de API na hora; revogar de novo não muda nada. */
  revogarChaveIntegracao: ChaveRevogadaPayload;
  /** Encerra a sessão do token que fez o pedido (verdadeiro). */
  sair: Scalars['Boolean']['output'];
  /** Cria ou altera a configuração do WhatsApp; o token mascarado ou vazio mantém o guardado. */
  salvarConfiguracaoWhatsapp: ConfiguracaoWhatsappPayload;
  /** Lê o catálogo do fornecedor e grava as ofertas numa transação (sem input: não há o que escolher). */
  sincronizarOfertas: SincronizarOfertasPayload;
  /** Envia o link de recuperação de senha ao email do cadastro (a mesma resposta exista ou não o cadastro). */
  solicitarRecuperacaoSenha: MensagemPayload;
  /** Envia agora uma mensagem de teste com a configuração salva. */
  testarWhatsapp: ResultadoTesteWhatsappPayload;
  /** Diz se um link de recuperação ainda vale (valido falso quando expirou ou já foi usado). */
  validarRecuperacaoSenha: ValidarRecuperacaoSenhaPayload;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarAtivoBannerArgs = {
  input: AlterarAtivoBannerInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarAtivoPremioArgs = {
  input: AlterarAtivoPremioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarAtivoProdutoArgs = {
  input: AlterarAtivoProdutoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarAtivoProdutoRevendaArgs = {
  input: AlterarAtivoProdutoRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarAtivoRedeArgs = {
  input: AlterarAtivoRedeInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarAtivoRevendaArgs = {
  input: AlterarAtivoRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarDataEntregaResgateArgs = {
  input: AlterarDataEntregaResgateInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarObservacaoResgateArgs = {
  input: AlterarObservacaoResgateInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarResgateLiberadoArgs = {
  input: AlterarResgateLiberadoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarStatusCartaoArgs = {
  input: AlterarStatusCartaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarStatusParceiroArgs = {
  input: AlterarStatusParceiroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarStatusResgateArgs = {
  input: AlterarStatusResgateInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAlterarStatusResgatesEmLoteArgs = {
  input: AlterarStatusResgatesEmLoteInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAnexarFotoVideoArgs = {
  input: AnexarFotoVideoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAplicarDescontoOfertasArgs = {
  input: AplicarDescontoOfertasInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtivarUsuarioArgs = {
  input: AtivarUsuarioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarCartaoArgs = {
  input: AtualizarCartaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarCodigoCadastroArgs = {
  input: AtualizarCodigoCadastroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarConfiguracoesSistemaArgs = {
  input: ConfiguracoesSistemaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarMeuPerfilArgs = {
  input: AtualizarMeuPerfilInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarParceiroArgs = {
  input: AtualizarParceiroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarPerfilParceiroArgs = {
  input?: InputMaybe<PerfilInput>;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarPesquisaMercadoArgs = {
  input: AtualizarPesquisaMercadoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarProdutoArgs = {
  input: AtualizarProdutoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarProdutoRevendaArgs = {
  input: AtualizarProdutoRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarRedeArgs = {
  input: AtualizarRedeInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarRevendaArgs = {
  input: AtualizarRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarSenhaRecuperacaoArgs = {
  input: AtualizarSenhaRecuperacaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationAtualizarUsuarioArgs = {
  input: AtualizarUsuarioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCadastrarCartaoArgs = {
  input: CadastrarCartaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCadastrarParceiroArgs = {
  input: CadastroParceiroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCancelarResgateArgs = {
  input: CancelarResgateInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCancelarVendaPontuadaArgs = {
  input: CancelarVendaPontuadaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCorrigirPontuacaoArgs = {
  input: CorrigirPontuacaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCreditarPontosPlataformaArgs = {
  input: CreditarPontosPlataformaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarBannerArgs = {
  input: CriarBannerInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarChaveIntegracaoArgs = {
  input: CriarChaveIntegracaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarCodigoCadastroArgs = {
  input: CriarCodigoCadastroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarParceiroArgs = {
  input: CriarParceiroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarPesquisaMercadoArgs = {
  input: CriarPesquisaMercadoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarProdutoArgs = {
  input: ProdutoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarProdutoRevendaArgs = {
  input: ProdutoRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarRedeArgs = {
  input: CriarRedeInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarRevendaArgs = {
  input: CriarRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationCriarUsuarioArgs = {
  input: CriarUsuarioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationDesativarUsuarioArgs = {
  input: DesativarUsuarioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEditarBannerArgs = {
  input: EditarBannerInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEditarPontosOfertaArgs = {
  input: EditarPontosOfertaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEditarVendaPontuadaArgs = {
  input: EditarVendaPontuadaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEncerrarPontuacaoArgs = {
  input: EncerrarPontuacaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEntrarParceiroArgs = {
  input: EntrarParceiroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEntrarParceiroSocialArgs = {
  idToken: Scalars['String']['input'];
  nonce?: InputMaybe<Scalars['String']['input']>;
};


/** As escritas da API do Experiências SW. */
export type MutationEntrarUsuarioArgs = {
  input: EntrarUsuarioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEnviarComprovantesArgs = {
  input: EnviarComprovantesInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEnviarEmailContatoArgs = {
  input: EnviarEmailContatoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationEnviarPontuacaoDigitadaArgs = {
  input: EnviarPontuacaoDigitadaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirBannerArgs = {
  input: ExcluirBannerInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirCodigoCadastroArgs = {
  input: ExcluirCodigoCadastroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirFotoVideoArgs = {
  input: ExcluirFotoVideoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirParceiroArgs = {
  input: ExcluirParceiroInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirPesquisaMercadoArgs = {
  input: ExcluirPesquisaMercadoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirPremioArgs = {
  input: ExcluirPremioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirProdutoArgs = {
  input: ExcluirProdutoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirProdutoRevendaArgs = {
  input: ExcluirProdutoRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirRedeArgs = {
  input: ExcluirRedeInput;
};


/** As escritas da API do Experiências SW. */
export type MutationExcluirRevendaArgs = {
  input: ExcluirRevendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationGerarRelatorioArgs = {
  input: GerarRelatorioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationImportarPlanilhaVendasArgs = {
  input: ImportarPlanilhaVendasInput;
};


/** As escritas da API do Experiências SW. */
export type MutationLiberarAntifraudeArgs = {
  input: LiberarAntifraudeInput;
};


/** As escritas da API do Experiências SW. */
export type MutationObservarAntifraudeArgs = {
  input: ObservarAntifraudeInput;
};


/** As escritas da API do Experiências SW. */
export type MutationObservarMensuracaoArgs = {
  input: ObservarMensuracaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationOrdenarBannersArgs = {
  input: OrdenarBannersInput;
};


/** As escritas da API do Experiências SW. */
export type MutationPontuarVendaArgs = {
  input: PontuarVendaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationReativarPontosArgs = {
  input: ReativarPontosInput;
};


/** As escritas da API do Experiências SW. */
export type MutationRedefinirSenhaUsuarioArgs = {
  input: RedefinirSenhaUsuarioInput;
};


/** As escritas da API do Experiências SW. */
export type MutationRegistrarSaldoEstoqueArgs = {
  input: RegistrarSaldoEstoqueInput;
};


/** As escritas da API do Experiências SW. */
export type MutationReprovarPontuacaoArgs = {
  input: ReprovarPontuacaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationResgatarArgs = {
  input: ResgatarInput;
};


/** As escritas da API do Experiências SW. */
export type MutationRetornarPontuacaoPendenteArgs = {
  input: RetornarPontuacaoPendenteInput;
};


/** As escritas da API do Experiências SW. */
export type MutationRetornarVendaPendenteArgs = {
  input: RetornarVendaPendenteInput;
};


/** As escritas da API do Experiências SW. */
export type MutationRevogarChaveIntegracaoArgs = {
  input: RevogarChaveIntegracaoInput;
};


/** As escritas da API do Experiências SW. */
export type MutationSalvarConfiguracaoWhatsappArgs = {
  input: ConfiguracaoWhatsappInput;
};


/** As escritas da API do Experiências SW. */
export type MutationSolicitarRecuperacaoSenhaArgs = {
  input: SolicitarRecuperacaoSenhaInput;
};


/** As escritas da API do Experiências SW. */
export type MutationTestarWhatsappArgs = {
  input: TestarWhatsappInput;
};


/** As escritas da API do Experiências SW. */
export type MutationValidarRecuperacaoSenhaArgs = {
  input: ValidarRecuperacaoSenhaInput;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ObservarAntifraudeInput = {
  /** Código do produto. */
  codProduto: Scalars['String']['input'];
  /** Observação */
  observacao?: InputMaybe<Scalars['String']['input']>;
  /** Id ou nome da rede. */
  rede: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ObservarMensuracaoInput = {
  /** Observação */
  obs?: InputMaybe<Scalars['String']['input']>;
  /** Id ou nome da rede. */
  rede: Scalars['ID']['input'];
};

/** Uma oferta do catálogo de experiências dos parceiros, como o painel a vê; pontos 0 = nova, ainda sem preço. */
export type Oferta = {
  __typename?: 'Oferta';
  /** Se a oferta continua no catálogo do fornecedor (a sincronização desativa as que saíram). */
  ativo: Scalars['Boolean']['output'];
  /** Nome da categoria da experiência. */
  categoria: Scalars['String']['output'];
  /** Código da oferta, o que o membro usa para resgatá-la. */
  codigo: Scalars['String']['output'];
  /** Título da experiência a que a oferta pertence. */
  experiencia: Scalars['String']['output'];
  /** Passou da validade (calendário de São Paulo): sai do catálogo dos membros e não é mais resgatada. */
  expirada: Scalars['Boolean']['output'];
  /** Identificador da oferta. */
  id: Scalars['ID']['output'];
  /** Nome da oferta. */
  nome: Scalars['String']['output'];
  /** Identificador da oferta no fornecedor do catálogo. */
  offerId: Scalars['String']['output'];
  /** Nome do parceiro que presta a experiência. */
  parceiro: Scalars['String']['output'];
  /** Preço em pontos; 0 enquanto a oferta não recebeu preço (não aparece na loja virtual). */
  pontos: Scalars['Pontos']['output'];
  /** Pontos da opção 220V quando bivolt; nulo quando não há opção alternativa. */
  pontosAlternativo?: Maybe<Scalars['Pontos']['output']>;
  /** O preço em pontos depois de um desconto; nulo = sem desconto. */
  pontosDesconto?: Maybe<Scalars['Pontos']['output']>;
  /** Tipo, em minúsculas como em TipoPremio: geral (comum), bivolt (110V ou 220V), credito (no cartão) ou recarga (de celular). */
  tipo: Scalars['String']['output'];
  /** O último dia em que pode ser resgatada (AAAA-MM-DD); nulo = sem fim. */
  validoAte?: Maybe<Scalars['String']['output']>;
};

/** Um item do catálogo da loja virtual (só ofertas ativas, com preço e dentro da validade). */
export type OfertaLoja = {
  __typename?: 'OfertaLoja';
  /** Nome da cidade para mostrar; nulo quando a oferta não tem cidade. */
  cidade?: Maybe<Scalars['String']['output']>;
  /** Código da oferta, para abrir o detalhe (detalheResgatavel) e resgatar. */
  codigo: Scalars['String']['output'];
  /** Identificador da oferta. */
  id: Scalars['ID']['output'];
  /** URL da primeira imagem da oferta (ou da experiência); nulo quando não há. */
  imagem?: Maybe<Scalars['String']['output']>;
  /** Nome da oferta. */
  nome: Scalars['String']['output'];
  /** Nome do parceiro que presta a experiência. */
  parceiro: Scalars['String']['output'];
  /** O que o membro paga, em pontos (o preço com desconto quando há um). */
  pontos: Scalars['Pontos']['output'];
  /** O preço em pontos antes do desconto; nulo quando não há desconto. */
  pontosSemDesconto?: Maybe<Scalars['Pontos']['output']>;
};

/** Uma página de OfertaLoja. */
export type OfertaLojaPagina = {
  __typename?: 'OfertaLojaPagina';
  /** Os itens desta página. */
  itens: Array<OfertaLoja>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Uma página de Oferta. */
export type OfertaPagina = {
  __typename?: 'OfertaPagina';
  /** Os itens desta página. */
  itens: Array<Oferta>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type OfertaPayload = {
  __typename?: 'OfertaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Oferta>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type OfertasLojaInput = {
  /** Palavras no nome, no parceiro ou na descrição. */
  busca?: InputMaybe<Scalars['String']['input']>;
  /** Só as ofertas destas categorias. */
  categorias?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Só as ofertas destas cidades. */
  cidades?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Só as ofertas desta experiência. */
  experiencia?: InputMaybe<Scalars['ID']['input']>;
  /** Página, a partir de 1 (20 por página). */
  pagina?: InputMaybe<Scalars['Int']['input']>;
};

/** Campo de ordenação (padrão criadoEm). */
export type OrdemCartoes =
  /** Pelo campo codigoBarras. */
  | 'codigoBarras'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo numero. */
  | 'numero'
  /** Pelo campo parceiro. */
  | 'parceiro'
  /** Pelo campo rede. */
  | 'rede'
  /** Pelo campo saldo. */
  | 'saldo';

/** Campo de ordenação (padrão criadoEm). */
export type OrdemIndicacoes =
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo validado. */
  | 'validado';

/** Campo de ordenação (padrão criadoEm). */
export type OrdemLogs =
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo responsavel. */
  | 'responsavel'
  /** Pelo campo tipo. */
  | 'tipo';

/** Campo de ordenação (padrão nome). */
export type OrdemOfertas =
  /** Pelo campo codigo. */
  | 'codigo'
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo parceiro. */
  | 'parceiro'
  /** Pelo campo pontos. */
  | 'pontos';

/** Campo de ordenação (padrão nome). */
export type OrdemParceiros =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo celular. */
  | 'celular'
  /** Pelo campo cpf. */
  | 'cpf'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo diasSemAcesso. */
  | 'diasSemAcesso'
  /** Pelo campo email. */
  | 'email'
  /** Pelo campo endCidade. */
  | 'endCidade'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo rede. */
  | 'rede'
  /** Pelo campo revenda. */
  | 'revenda'
  /** Pelo campo saldoPontos. */
  | 'saldoPontos'
  /** Pelo campo totalPontos. */
  | 'totalPontos'
  /** Pelo campo ultimaPontuacao. */
  | 'ultimaPontuacao'
  /** Pelo campo ultimoAcessoEm. */
  | 'ultimoAcessoEm';

/** Campo de ordenação (padrão revenda). */
export type OrdemPesquisasMercado =
  /** Pelo campo categoria. */
  | 'categoria'
  /** Pelo campo cidade. */
  | 'cidade'
  /** Pelo campo cnpjRevenda. */
  | 'cnpjRevenda'
  /** Pelo campo comunicacao. */
  | 'comunicacao'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo faturamento. */
  | 'faturamento'
  /** Pelo campo fonte. */
  | 'fonte'
  /** Pelo campo mediaMensal. */
  | 'mediaMensal'
  /** Pelo campo qtdeProdutosVendidos. */
  | 'qtdeProdutosVendidos'
  /** Pelo campo qtdeVendedores. */
  | 'qtdeVendedores'
  /** Pelo campo rede. */
  | 'rede'
  /** Pelo campo revenda. */
  | 'revenda'
  /** Pelo campo share. */
  | 'share';

/** Campo de ordenação (padrão pontuadoEm). */
export type OrdemPontuacoesAprovadas =
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo pontuadoEm. */
  | 'pontuadoEm'
  /** Pelo campo totalPontos. */
  | 'totalPontos';

/** Campo de ordenação (padrão criadoEm). */
export type OrdemPontuacoesEmAnalise =
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo dataEnvio. */
  | 'dataEnvio'
  /** Pelo campo id. */
  | 'id';

/** Campo de ordenação (padrão criadoEm). */
export type OrdemPontuacoesEncerradas =
  /** Pelo campo atualizadoEm. */
  | 'atualizadoEm'
  /** Pelo campo codRevenda. */
  | 'codRevenda'
  /** Pelo campo cpf. */
  | 'cpf'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo parceiro. */
  | 'parceiro'
  /** Pelo campo reprovadoMotivo. */
  | 'reprovadoMotivo'
  /** Pelo campo reprovadoPor. */
  | 'reprovadoPor'
  /** Pelo campo revenda. */
  | 'revenda'
  /** Pelo campo status. */
  | 'status';

/** Campo de ordenação (padrão criadoEm). */
export type OrdemPontuacoesPendentes =
  /** Pelo campo cidade. */
  | 'cidade'
  /** Pelo campo cnpj. */
  | 'cnpj'
  /** Pelo campo codRevenda. */
  | 'codRevenda'
  /** Pelo campo cpf. */
  | 'cpf'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo origem. */
  | 'origem'
  /** Pelo campo parceiro. */
  | 'parceiro'
  /** Pelo campo revenda. */
  | 'revenda';

/** Campo de ordenação (padrão nome). */
export type OrdemPremios =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo codigo. */
  | 'codigo'
  /** Pelo campo custoTotal. */
  | 'custoTotal'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo pontos. */
  | 'pontos'
  /** Pelo campo tipo. */
  | 'tipo';

/** Campo de ordenação (padrão valorPontos). */
export type OrdemProdutos =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo codigo. */
  | 'codigo'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo valorPontos. */
  | 'valorPontos'
  /** Pelo campo valorUnitario. */
  | 'valorUnitario';

/** Campo de ordenação (padrão valorPontos). */
export type OrdemProdutosDaLoja =
  /** Pelo campo codigo. */
  | 'codigo'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo valorPontos. */
  | 'valorPontos';

/** Campo de ordenação (padrão valorPontos). */
export type OrdemProdutosRevenda =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo codigo. */
  | 'codigo'
  /** Pelo campo codigoPadrao. */
  | 'codigoPadrao'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo nomePadrao. */
  | 'nomePadrao'
  /** Pelo campo revenda. */
  | 'revenda'
  /** Pelo campo valorPontos. */
  | 'valorPontos'
  /** Pelo campo valorUnitario. */
  | 'valorUnitario';

/** Campo de ordenação (padrão nome). */
export type OrdemRedes =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo numeroParceiros. */
  | 'numeroParceiros'
  /** Pelo campo numeroRevendas. */
  | 'numeroRevendas'
  /** Pelo campo regiao. */
  | 'regiao'
  /** Pelo campo saldoPontos. */
  | 'saldoPontos'
  /** Pelo campo totalCusto. */
  | 'totalCusto'
  /** Pelo campo totalPontos. */
  | 'totalPontos'
  /** Pelo campo totalVendas. */
  | 'totalVendas'
  /** Pelo campo ultimaPontuacao. */
  | 'ultimaPontuacao'
  /** Pelo campo valorPonto. */
  | 'valorPonto';

/** Campo de ordenação (padrão resgatadoEm). */
export type OrdemResgates =
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo parceiro. */
  | 'parceiro'
  /** Pelo campo pontosGastos. */
  | 'pontosGastos'
  /** Pelo campo premio. */
  | 'premio'
  /** Pelo campo redemptionCode. */
  | 'redemptionCode'
  /** Pelo campo resgatadoEm. */
  | 'resgatadoEm'
  /** Pelo campo revenda. */
  | 'revenda'
  /** Pelo campo status. */
  | 'status';

/** Campo de ordenação (padrão nomeFantasia). */
export type OrdemRevendas =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo cenario. */
  | 'cenario'
  /** Pelo campo cnpj. */
  | 'cnpj'
  /** Pelo campo codigo. */
  | 'codigo'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo endCidade. */
  | 'endCidade'
  /** Pelo campo endEstado. */
  | 'endEstado'
  /** Pelo campo fatorPontuacao. */
  | 'fatorPontuacao'
  /** Pelo campo nomeFantasia. */
  | 'nomeFantasia'
  /** Pelo campo numeroParceiros. */
  | 'numeroParceiros'
  /** Pelo campo razaoSocial. */
  | 'razaoSocial'
  /** Pelo campo rede. */
  | 'rede'
  /** Pelo campo resgateLiberado. */
  | 'resgateLiberado'
  /** Pelo campo responsavel. */
  | 'responsavel'
  /** Pelo campo saldoPontos. */
  | 'saldoPontos'
  /** Pelo campo tipoPontuacao. */
  | 'tipoPontuacao'
  /** Pelo campo totalPontos. */
  | 'totalPontos'
  /** Pelo campo totalVendas. */
  | 'totalVendas'
  /** Pelo campo ultimaPontuacao. */
  | 'ultimaPontuacao';

/** Campo de ordenação (padrão nome). */
export type OrdemUsuarios =
  /** Pelo campo ativo. */
  | 'ativo'
  /** Pelo campo cpf. */
  | 'cpf'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo email. */
  | 'email'
  /** Pelo campo nome. */
  | 'nome'
  /** Pelo campo permissao. */
  | 'permissao';

/** Campo de ordenação (padrão pontuadoEm). */
export type OrdemVendasPontuadas =
  /** Pelo campo cidade. */
  | 'cidade'
  /** Pelo campo cnpj. */
  | 'cnpj'
  /** Pelo campo codRevenda. */
  | 'codRevenda'
  /** Pelo campo cpf. */
  | 'cpf'
  /** Pelo campo criadoEm. */
  | 'criadoEm'
  /** Pelo campo id. */
  | 'id'
  /** Pelo campo identificador. */
  | 'identificador'
  /** Pelo campo parceiro. */
  | 'parceiro'
  /** Pelo campo pontuadoEm. */
  | 'pontuadoEm'
  /** Pelo campo realizadoEm. */
  | 'realizadoEm'
  /** Pelo campo revenda. */
  | 'revenda'
  /** Pelo campo totalPontos. */
  | 'totalPontos'
  /** Pelo campo totalVenda. */
  | 'totalVenda'
  /** Pelo campo valorCusto. */
  | 'valorCusto';

/** Os dados que a operação recebe no seu argumento input. */
export type OrdenarBannersInput = {
  /** Os banners na nova ordem. */
  itens: Array<OrdenarBannersItensInput>;
};

/** Um item da lista: Os banners na nova ordem. */
export type OrdenarBannersItensInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
  /** A posição pedida; a lista é renumerada a partir de 1. */
  ordem: Scalars['Float']['input'];
};

/** O que gerou o movimento: a venda, o resgate, o código, a indicação... */
export type OrigemMovimento = {
  __typename?: 'OrigemMovimento';
  /** O identificador dessa origem. */
  id: Scalars['String']['output'];
  /** venda, resgate, codigo_cadastro, indicacao, pontuacao_plataforma, migracao, expiracao... */
  tipo: Scalars['String']['output'];
};

/** Como o vendedor enviou a pontuação. */
export type OrigemPontuacao =
  /** Itens digitados */
  | 'DIGITADA'
  /** Arquivos do comprovante */
  | 'FOTO';

/** O que uma anotação registrou (conforme o tipo). */
export type ParametrosAnotacao = {
  __typename?: 'ParametrosAnotacao';
  /** A data do saldo de estoque (AAAA-MM-DD). */
  data?: Maybe<Scalars['String']['output']>;
  /** O texto de uma observação. */
  observacao?: Maybe<Scalars['String']['output']>;
  /** As unidades de uma liberação. */
  quantidade?: Maybe<Scalars['Float']['output']>;
  /** O saldo de estoque informado. */
  saldo?: Maybe<Scalars['Float']['output']>;
};

/** O membro (vendedor) conectado, como ele mesmo se vê. */
export type Parceiro = {
  __typename?: 'Parceiro';
  /** Se o membro já aceitou o regulamento. */
  aceitouRegulamento: Scalars['Boolean']['output'];
  /** Se o membro está ativo. */
  ativo: Scalars['Boolean']['output'];
  /** Celular. */
  celular?: Maybe<Scalars['String']['output']>;
  /** CNPJ da loja do membro. */
  cnpjRevenda?: Maybe<Scalars['String']['output']>;
  /** CPF (só dígitos). */
  cpf: Scalars['String']['output'];
  /** Data de nascimento (AAAA-MM-DD). */
  dataNascimento?: Maybe<Scalars['String']['output']>;
  /** E-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** Bairro. */
  endBairro?: Maybe<Scalars['String']['output']>;
  /** CEP. */
  endCep?: Maybe<Scalars['String']['output']>;
  /** Cidade. */
  endCidade?: Maybe<Scalars['String']['output']>;
  /** Complemento do endereço. */
  endComplemento?: Maybe<Scalars['String']['output']>;
  /** UF (duas letras). */
  endEstado?: Maybe<Scalars['String']['output']>;
  /** Número do endereço. */
  endNumero?: Maybe<Scalars['String']['output']>;
  /** Rua do endereço. */
  endRua?: Maybe<Scalars['String']['output']>;
  /** Hobby. */
  hobby?: Maybe<Scalars['String']['output']>;
  /** Identificador do membro. */
  id: Scalars['ID']['output'];
  /** O código de indicação do membro, para convidar outros. */
  idIndicacao?: Maybe<Scalars['String']['output']>;
  /** Nome completo. */
  nome: Scalars['String']['output'];
  /** A loja do membro. */
  revenda?: Maybe<RevendaDoParceiro>;
  /** Saldo de pontos para resgatar. */
  saldoPontos: Scalars['Pontos']['output'];
  /** Sexo (F, M ou O). */
  sexo?: Maybe<Scalars['String']['output']>;
  /** Telefone fixo. */
  telefone?: Maybe<Scalars['String']['output']>;
  /** Pontos ganhos desde o cadastro. */
  totalPontos: Scalars['Pontos']['output'];
  /** O último acesso do membro. */
  ultimoAcessoEm?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** O membro que se cadastrou com um código. */
export type ParceiroDoCodigo = {
  __typename?: 'ParceiroDoCodigo';
  /** CPF do membro. */
  cpf: Scalars['String']['output'];
  /** Nome do membro. */
  nome: Scalars['String']['output'];
};

/** O parceiro que presta a experiência de uma oferta. */
export type ParceiroOferta = {
  __typename?: 'ParceiroOferta';
  /** Apresentação do parceiro, como o fornecedor a escreve. */
  description: Scalars['String']['output'];
  /** URL do logotipo; nulo quando não há. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Nome do parceiro. */
  name: Scalars['String']['output'];
};

/** Um vendedor (Vendedor Loja) como a equipe o vê: dados, loja, rede e números. */
export type ParceiroPainel = {
  __typename?: 'ParceiroPainel';
  /** Se aceitou o regulamento. */
  aceitouRegulamento: Scalars['Boolean']['output'];
  /** Se está ativo. */
  ativo: Scalars['Boolean']['output'];
  /** Celular (só dígitos). */
  celular?: Maybe<Scalars['String']['output']>;
  /** CNPJ do CDD ou da loja master da loja. */
  cnpjCddRevendaMaster?: Maybe<Scalars['String']['output']>;
  /** CNPJ da loja (14 dígitos). */
  cnpjRevenda: Scalars['String']['output'];
  /** Código da loja. */
  codRevenda: Scalars['String']['output'];
  /** CPF (11 dígitos). */
  cpf: Scalars['String']['output'];
  /** Quando foi cadastrado. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Data de nascimento (AAAA-MM-DD). */
  dataNascimento?: Maybe<Scalars['String']['output']>;
  /** Dias inteiros desde o último acesso (calendário de São Paulo); nulo quando nunca acessou. */
  diasSemAcesso?: Maybe<Scalars['Int']['output']>;
  /** Email. */
  email?: Maybe<Scalars['String']['output']>;
  /** Bairro. */
  endBairro?: Maybe<Scalars['String']['output']>;
  /** CEP (só dígitos). */
  endCep?: Maybe<Scalars['String']['output']>;
  /** Cidade. */
  endCidade?: Maybe<Scalars['String']['output']>;
  /** Complemento. */
  endComplemento?: Maybe<Scalars['String']['output']>;
  /** UF. */
  endEstado?: Maybe<Scalars['String']['output']>;
  /** Número. */
  endNumero?: Maybe<Scalars['String']['output']>;
  /** Rua. */
  endRua?: Maybe<Scalars['String']['output']>;
  /** Hobby. */
  hobby?: Maybe<Scalars['String']['output']>;
  /** Identificador do vendedor. */
  id: Scalars['ID']['output'];
  /** Código de indicação do vendedor. */
  idIndicacao?: Maybe<Scalars['String']['output']>;
  /** Nome completo. */
  nome: Scalars['String']['output'];
  /** Quem indicou o vendedor. */
  quemIndicou?: Maybe<Scalars['String']['output']>;
  /** Nome da rede da loja. */
  rede: Scalars['String']['output'];
  /** Identificador da rede da loja. */
  redeId: Scalars['ID']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** Identificador da loja do vendedor. */
  revendaId: Scalars['ID']['output'];
  /** Saldo de pontos. */
  saldoPontos: Scalars['Pontos']['output'];
  /** Sexo: F ou M. */
  sexo?: Maybe<Scalars['String']['output']>;
  /** Telefone (só dígitos). */
  telefone?: Maybe<Scalars['String']['output']>;
  /** Como as vendas da loja são pontuadas. */
  tipoPontuacaoRevenda: TipoPontuacao;
  /** Total de pontos já recebidos. */
  totalPontos: Scalars['Pontos']['output'];
  /** Última venda pontuada. */
  ultimaPontuacao?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Último acesso à loja virtual. */
  ultimoAcessoEm?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** Uma página de ParceiroPainel. */
export type ParceiroPainelPagina = {
  __typename?: 'ParceiroPainelPagina';
  /** Os itens desta página. */
  itens: Array<ParceiroPainel>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ParceiroPainelPayload = {
  __typename?: 'ParceiroPainelPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ParceiroPainel>;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ParceiroPayload = {
  __typename?: 'ParceiroPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Parceiro>;
};

/** O que o membro pede para o cartão. */
export type PedidoStatusCartao =
  /** Bloquear o cartão */
  | 'BLOQUEAR'
  /** Pedir o desbloqueio (até 24 horas úteis) */
  | 'DESBLOQUEAR';

/** Os dados que a operação recebe no seu argumento input. */
export type PerfilInput = {
  /** Celular */
  celular?: InputMaybe<Scalars['String']['input']>;
  /** Confirmação da nova senha */
  confirmarSenha?: InputMaybe<Scalars['String']['input']>;
  /** Data de nascimento (AAAA-MM-DD ou DD/MM/AAAA) */
  dataNascimento?: InputMaybe<Scalars['String']['input']>;
  /** E-mail */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Bairro */
  endBairro?: InputMaybe<Scalars['String']['input']>;
  /** CEP */
  endCep?: InputMaybe<Scalars['String']['input']>;
  /** Cidade */
  endCidade?: InputMaybe<Scalars['String']['input']>;
  /** Complemento */
  endComplemento?: InputMaybe<Scalars['String']['input']>;
  /** Estado (UF) */
  endEstado?: InputMaybe<Scalars['String']['input']>;
  /** Número */
  endNumero?: InputMaybe<Scalars['String']['input']>;
  /** Rua */
  endRua?: InputMaybe<Scalars['String']['input']>;
  /** Hobby */
  hobby?: InputMaybe<Scalars['String']['input']>;
  /** Nome */
  nome?: InputMaybe<Scalars['String']['input']>;
  /** Nova senha; em branco não muda a senha */
  senha?: InputMaybe<Scalars['String']['input']>;
  /** Senha atual; exigida para definir uma nova */
  senhaAntiga?: InputMaybe<Scalars['String']['input']>;
  /** Sexo (F ou M) */
  sexo?: InputMaybe<Scalars['String']['input']>;
  /** Telefone */
  telefone?: InputMaybe<Scalars['String']['input']>;
};

/** Uma pesquisa de mercado de uma loja. */
export type PesquisaMercado = {
  __typename?: 'PesquisaMercado';
  /** Categoria da loja. */
  categoria: Scalars['String']['output'];
  /** Cidade. */
  cidade: Scalars['String']['output'];
  /** CNPJ da loja (só dígitos). */
  cnpjRevenda: Scalars['String']['output'];
  /** Comunicação usada pela loja. */
  comunicacao: Scalars['String']['output'];
  /** Quando foi cadastrada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Faturamento, em reais. */
  faturamento: Scalars['Dinheiro']['output'];
  /** Quem preencheu a pesquisa. */
  fonte: FontePesquisa;
  /** Identificador da pesquisa. */
  id: Scalars['ID']['output'];
  /** Média mensal, em reais. */
  mediaMensal: Scalars['Dinheiro']['output'];
  /** Os 5 produtos mais vendidos. */
  produtosMaisVendidos: Array<ItemPesquisaMercado>;
  /** Os 5 produtos concorrentes mais vendidos. */
  produtosMaisVendidosConcorrentes: Array<ItemPesquisaMercado>;
  /** Soma das quantidades dos concorrentes, calculada pelo servidor. */
  qtdeProdutosVendidos: Scalars['Int']['output'];
  /** Quantidade de vendedores. */
  qtdeVendedores: Scalars['Int']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Id da rede da loja. */
  redeId: Scalars['ID']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** Id da loja. */
  revendaId: Scalars['ID']['output'];
  /** Percentual, de 0 a 100. */
  share: Scalars['Float']['output'];
};

/** Uma página de PesquisaMercado. */
export type PesquisaMercadoPagina = {
  __typename?: 'PesquisaMercadoPagina';
  /** Os itens desta página. */
  itens: Array<PesquisaMercado>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type PesquisaMercadoPayload = {
  __typename?: 'PesquisaMercadoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<PesquisaMercado>;
};

/** Uma plataforma parceira que credita pontos. */
export type PlataformaParceira =
  /** Ache Seu Pintor */
  | 'ACHE_SEU_PINTOR'
  /** SW PRO Cursos */
  | 'SW_PRO_CURSOS';

/** Compras (sell-in) e vendas pontuadas (sell-out) de um mês. */
export type PontoSerieMensal = {
  __typename?: 'PontoSerieMensal';
  /** Valor comprado (R$). */
  compras: Scalars['Dinheiro']['output'];
  /** O mês (dois dígitos). */
  mes: Scalars['String']['output'];
  /** Unidades compradas. */
  qtdComprada: Scalars['Float']['output'];
  /** Unidades vendidas. */
  qtdVendida: Scalars['Float']['output'];
  /** Valor das vendas pontuadas (R$). */
  vendas: Scalars['Dinheiro']['output'];
};

/** Os pontos do vendedor por código de produto. */
export type PontosPorCodigo = {
  __typename?: 'PontosPorCodigo';
  /** Código do produto. */
  codigo: Scalars['String']['output'];
  /** Descrição do produto. */
  descricao: Scalars['String']['output'];
  /** Pontos das linhas. */
  pontos: Scalars['Pontos']['output'];
  /** Unidades vendidas. */
  quantidade: Scalars['Float']['output'];
};

/** Uma venda não cancelada do vendedor. */
export type PontuacaoAprovada = {
  __typename?: 'PontuacaoAprovada';
  /** Quando a venda foi registrada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador da venda. */
  id: Scalars['ID']['output'];
  /** Número fiscal. */
  identificador?: Maybe<Scalars['String']['output']>;
  /** O comprovante. */
  linkArquivo?: Maybe<Scalars['String']['output']>;
  /** Quando a venda foi pontuada. */
  pontuadoEm: Scalars['DateTimeISO']['output'];
  /** Pontos que o extrato creditou pela venda (com correções). */
  totalPontos: Scalars['Pontos']['output'];
  /** O mesmo dia como a loja mostra (DD/MM/AAAA). */
  validadePontos?: Maybe<Scalars['String']['output']>;
  /** Dia (AAAA-MM-DD) em que os pontos da venda vencem. */
  venceEm?: Maybe<Scalars['String']['output']>;
};

/** Uma página de VendaAprovada. */
export type PontuacaoAprovadaPagina = {
  __typename?: 'PontuacaoAprovadaPagina';
  /** Os itens desta página. */
  itens: Array<PontuacaoAprovada>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Um membro que se cadastrou com um código de cadastro (Pontos por código). */
export type PontuacaoCodigo = {
  __typename?: 'PontuacaoCodigo';
  /** O código usado. */
  codigo: Scalars['String']['output'];
  /** Quando o código foi usado. */
  dataUtilizacao: Scalars['DateTimeISO']['output'];
  /** Identificador do uso. */
  id: Scalars['ID']['output'];
  /** Quem se cadastrou. */
  parceiro: ParceiroDoCodigo;
  /** Pontos creditados. */
  pontos: Scalars['Int']['output'];
};

/** Uma pontuação do vendedor conectado (em análise ou não processada). */
export type PontuacaoDoMembro = {
  __typename?: 'PontuacaoDoMembro';
  /** Última mudança. */
  atualizadoEm: Scalars['DateTimeISO']['output'];
  /** Quando foi enviada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Quando foi enviada (o nome do contrato; o mesmo que criadoEm). */
  dataEnvio: Scalars['DateTimeISO']['output'];
  /** Identificador da pontuação. */
  id: Scalars['ID']['output'];
  /** As unidades digitadas (pontuação digitada). */
  itens: Array<ItemDigitadoPontuacao>;
  /** O comprovante (pontuação por foto). */
  linkArquivo?: Maybe<Scalars['String']['output']>;
  /** Como foi enviada. */
  origem: OrigemPontuacao;
  /** Motivo da reprovação, quando reprovada. */
  reprovadoMotivo?: Maybe<Scalars['String']['output']>;
  /** Situação da pontuação. */
  status: StatusPontuacao;
  /** Extensão do comprovante. */
  tipoArquivo?: Maybe<Scalars['String']['output']>;
};

/** Uma página de ClaimMembro. */
export type PontuacaoDoMembroPagina = {
  __typename?: 'PontuacaoDoMembroPagina';
  /** Os itens desta página. */
  itens: Array<PontuacaoDoMembro>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Uma pontuação encerrada sem venda ou reprovada. */
export type PontuacaoEncerrada = {
  __typename?: 'PontuacaoEncerrada';
  /** Quando foi encerrada ou reprovada. */
  atualizadoEm: Scalars['DateTimeISO']['output'];
  /** Código da loja. */
  codRevenda: Scalars['String']['output'];
  /** CPF do vendedor (só dígitos). */
  cpf: Scalars['String']['output'];
  /** Quando o vendedor enviou. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** A pontuação. */
  id: Scalars['ID']['output'];
  /** Endereço do arquivo do comprovante. */
  linkArquivo?: Maybe<Scalars['String']['output']>;
  /** Arquivos do comprovante ou itens digitados. */
  origem: OrigemPontuacao;
  /** Nome do vendedor. */
  parceiro: Scalars['String']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** O motivo da reprovação. */
  reprovadoMotivo?: Maybe<Scalars['String']['output']>;
  /** Nome de quem encerrou ou reprovou. */
  reprovadoPor?: Maybe<Scalars['String']['output']>;
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** Encerrada (sem motivo) ou reprovada (com motivo). */
  status: StatusPontuacao;
  /** Tipo do arquivo (MIME). */
  tipoArquivo?: Maybe<Scalars['String']['output']>;
};

/** Uma página de PontuacaoEncerrada. */
export type PontuacaoEncerradaPagina = {
  __typename?: 'PontuacaoEncerradaPagina';
  /** Os itens desta página. */
  itens: Array<PontuacaoEncerrada>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Uma pontuação de vendedor aguardando a equipe. */
export type PontuacaoPendente = {
  __typename?: 'PontuacaoPendente';
  /** Cidade da loja. */
  cidade?: Maybe<Scalars['String']['output']>;
  /** CNPJ da loja (só dígitos). */
  cnpj: Scalars['String']['output'];
  /** Código da loja. */
  codRevenda: Scalars['String']['output'];
  /** CPF do vendedor (só dígitos). */
  cpf: Scalars['String']['output'];
  /** Quando o vendedor enviou. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** A pontuação. */
  id: Scalars['ID']['output'];
  /** Os itens digitados (vazio numa pontuação por foto). */
  itens: Array<ItemDigitadoPontuacao>;
  /** Endereço do arquivo do comprovante. */
  linkArquivo?: Maybe<Scalars['String']['output']>;
  /** Arquivos do comprovante ou itens digitados. */
  origem: OrigemPontuacao;
  /** Nome do vendedor. */
  parceiro: Scalars['String']['output'];
  /** O vendedor. */
  parceiroId: Scalars['ID']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** Tipo do arquivo (MIME). */
  tipoArquivo?: Maybe<Scalars['String']['output']>;
};

/** Uma página de PontuacaoPendente. */
export type PontuacaoPendentePagina = {
  __typename?: 'PontuacaoPendentePagina';
  /** Os itens desta página. */
  itens: Array<PontuacaoPendente>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Pontos do membro vindos de uma plataforma parceira. */
export type PontuacaoSwpro = {
  __typename?: 'PontuacaoSwpro';
  /** Quando o crédito chegou. */
  dataEnvio: Scalars['DateTimeISO']['output'];
  /** Descrição do crédito. */
  descricao?: Maybe<Scalars['String']['output']>;
  /** Identificador do crédito. */
  id: Scalars['ID']['output'];
  /** A plataforma que creditou. */
  plataforma: Scalars['String']['output'];
  /** Pontos creditados. */
  totalPontos: Scalars['Pontos']['output'];
  /** Quando os pontos vencem (AAAA-MM-DD, horário de São Paulo). */
  venceEm?: Maybe<Scalars['String']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type PontuarVendaInput = {
  /** Avisar o vendedor por WhatsApp (padrão não). */
  enviarMensagem?: InputMaybe<Scalars['Boolean']['input']>;
  /** Uma venda digitada (Nova venda). */
  venda: VendaInput;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type PontuarVendaPayload = {
  __typename?: 'PontuarVendaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoPontuacao>;
};

/** Um prêmio do catálogo do programa. */
export type Premio = {
  __typename?: 'Premio';
  /** Se o prêmio aparece no catálogo. */
  ativo: Scalars['Boolean']['output'];
  /** Código do prêmio (único). */
  codigo: Scalars['String']['output'];
  /** Custo total do prêmio, em reais. */
  custoTotal: Scalars['Dinheiro']['output'];
  /** Descrição do prêmio. */
  descricao: Scalars['String']['output'];
  /** Endereço da foto para exibir. */
  diretorioFoto?: Maybe<Scalars['String']['output']>;
  /** Nome da foto guardada. */
  foto?: Maybe<Scalars['String']['output']>;
  /** Identificador do prêmio. */
  id: Scalars['ID']['output'];
  /** Nome do prêmio. */
  nome: Scalars['String']['output'];
  /** Pontos para resgatar (110V num prêmio bivolt). */
  pontos: Scalars['Pontos']['output'];
  /** Pontos da opção 220V de um prêmio bivolt. */
  pontosAlternativo?: Maybe<Scalars['Pontos']['output']>;
  /** Tipo do prêmio. */
  tipo: TipoPremio;
};

/** Uma página de Premio. */
export type PremioPagina = {
  __typename?: 'PremioPagina';
  /** Os itens desta página. */
  itens: Array<Premio>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type PremioPayload = {
  __typename?: 'PremioPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Premio>;
};

/** Os pontos de uma linha da Nova venda antes de salvar. */
export type PreviaItemVenda = {
  __typename?: 'PreviaItemVenda';
  /** O código do produto (o do cadastro quando participante). */
  codigo: Scalars['String']['output'];
  /** Nome do produto; nulo quando não participa. */
  descricao?: Maybe<Scalars['String']['output']>;
  /** Se o código é um produto participante da loja do vendedor (senão a venda é recusada). */
  participante: Scalars['Boolean']['output'];
  /** Pontos da linha: quantidade × pontos do produto × fator da loja; nulo quando não participa. */
  pontos?: Maybe<Scalars['Pontos']['output']>;
  /** Pontos do produto por unidade; nulo quando não participa. */
  pontosProduto?: Maybe<Scalars['Pontos']['output']>;
  /** Quantidade. */
  qtde: Scalars['Int']['output'];
};

/** O que a Nova venda creditaria, pela mesma regra do servidor, sem gravar nada. */
export type PreviaVenda = {
  __typename?: 'PreviaVenda';
  /** Fator de pontuação da loja do vendedor (1 a 10). */
  fator: Scalars['Int']['output'];
  /** Cada linha, na ordem enviada. */
  itens: Array<PreviaItemVenda>;
  /** O limite de pontuação por venda em vigor. */
  limitePontuacao: Scalars['Pontos']['output'];
  /** O que seria creditado: totalPontos dentro do limite de pontuação do sistema. */
  pontosCreditados: Scalars['Pontos']['output'];
  /** Soma dos pontos das linhas participantes. */
  totalPontos: Scalars['Pontos']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type PreviaVendaInput = {
  /** CPF do vendedor, com ou sem máscara. */
  cpf: Scalars['String']['input'];
  /** Os itens digitados até agora (0 a 200). */
  itens: Array<ItemVendaInput>;
};

/** Um produto do catálogo da marca (Produtos Experiências SW): o que a venda pontua. */
export type Produto = {
  __typename?: 'Produto';
  /** Se o produto está ativo; o membro da loja só encontra produtos ativos. */
  ativo: Scalars['Boolean']['output'];
  /** Código Experiências SW do produto (único no catálogo). */
  codigo: Scalars['String']['output'];
  /** EAN/UPC, lido pelo leitor de código de barras da loja virtual; nulo quando não cadastrado. */
  codigoBarras?: Maybe<Scalars['String']['output']>;
  /** Identificador do produto. */
  id: Scalars['ID']['output'];
  /** Descrição do produto, como as telas a mostram. */
  nome: Scalars['String']['output'];
  /** Pontos creditados por unidade vendida. */
  valorPontos: Scalars['Pontos']['output'];
  /** Preço unitário de referência, em reais. */
  valorUnitario: Scalars['Dinheiro']['output'];
};

/** Um produto ativo da loja do membro e os pontos que rende. */
export type ProdutoDaLoja = {
  __typename?: 'ProdutoDaLoja';
  /** Código do produto. */
  codigo: Scalars['String']['output'];
  /** Identificador do produto da loja. */
  id: Scalars['ID']['output'];
  /** Nome do produto. */
  nome: Scalars['String']['output'];
  /** Pontos que uma unidade rende na loja do membro (pontos do produto × multiplicador da loja): o que é creditado. */
  pontosPorUnidade: Scalars['Pontos']['output'];
  /** Pontos do produto no catálogo (antes do multiplicador da loja). */
  valorPontos: Scalars['Pontos']['output'];
};

/** Uma página de ProdutoDaLoja. */
export type ProdutoDaLojaPagina = {
  __typename?: 'ProdutoDaLojaPagina';
  /** Os itens desta página. */
  itens: Array<ProdutoDaLoja>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ProdutoInput = {
  /** Código do produto. */
  codigo: Scalars['String']['input'];
  /** EAN/UPC (opcional). */
  codigoBarras?: InputMaybe<Scalars['String']['input']>;
  /** Descrição do produto. */
  nome: Scalars['String']['input'];
  /** Pontos por unidade vendida. */
  valorPontos: Scalars['Pontos']['input'];
  /** Preço unitário, em reais (aceita "1.234,56"). */
  valorUnitario: Scalars['Dinheiro']['input'];
};

/** Um produto do catálogo entre os mais vendidos do período. */
export type ProdutoMaisVendido = {
  __typename?: 'ProdutoMaisVendido';
  /** Código do produto. */
  codigo: Scalars['String']['output'];
  /** Nome do produto. */
  produto: Scalars['String']['output'];
  /** Identificador do produto. */
  produtoId: Scalars['ID']['output'];
  /** Unidades vendidas. */
  quantidade: Scalars['Int']['output'];
  /** Pontos das linhas. */
  totalPontos: Scalars['Pontos']['output'];
  /** Valor vendido, em reais. */
  valorTotal: Scalars['Dinheiro']['output'];
  /** Quantas vendas têm o produto. */
  vendas: Scalars['Int']['output'];
};

/** Uma página de Produto. */
export type ProdutoPagina = {
  __typename?: 'ProdutoPagina';
  /** Os itens desta página. */
  itens: Array<Produto>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O produto ativo por trás de um código, para a loja do vendedor. */
export type ProdutoParticipante = {
  __typename?: 'ProdutoParticipante';
  /** Código do produto (como o catálogo ou a loja o escreve). */
  codigo: Scalars['String']['output'];
  /** Descrição do produto. */
  descricao: Scalars['String']['output'];
  /** Identificador do produto. */
  produtoId: Scalars['ID']['output'];
  /** Pontos por unidade, antes do fator da loja. */
  valorPontos: Scalars['Pontos']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ProdutoPayload = {
  __typename?: 'ProdutoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Produto>;
};

/** O código, a descrição e o preço que uma loja dá a um produto do catálogo (Produtos Loja). */
export type ProdutoRevenda = {
  __typename?: 'ProdutoRevenda';
  /** Se o produto loja está ativo. */
  ativo: Scalars['Boolean']['output'];
  /** CNPJ da loja, só dígitos. */
  cnpjRevenda: Scalars['String']['output'];
  /** Código do produto na loja (Código Loja). */
  codigo: Scalars['String']['output'];
  /** Código do produto no catálogo (Código Experiências SW). */
  codigoPadrao: Scalars['String']['output'];
  /** Identificador do produto loja. */
  id: Scalars['ID']['output'];
  /** Descrição do produto na loja (Descrição Loja). */
  nome: Scalars['String']['output'];
  /** Descrição do produto no catálogo. */
  nomePadrao: Scalars['String']['output'];
  /** Nome fantasia da loja. */
  nomeRevenda: Scalars['String']['output'];
  /** Identificador do produto do catálogo a que este código corresponde. */
  produtoId: Scalars['ID']['output'];
  /** Identificador da loja (revenda) dona deste código. */
  revendaId: Scalars['ID']['output'];
  /** Pontos creditados por unidade vendida nesta loja. */
  valorPontos: Scalars['Pontos']['output'];
  /** Verdadeiro enquanto valorPontos acompanha o do produto do catálogo. */
  valorPontosHerdado: Scalars['Boolean']['output'];
  /** Preço unitário na loja, em reais. */
  valorUnitario: Scalars['Dinheiro']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ProdutoRevendaInput = {
  /** A loja, pelo CNPJ (ou revendaId). */
  cnpjRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Código do produto na loja. */
  codigo: Scalars['String']['input'];
  /** Código do produto Experiências SW. */
  codigoPadrao: Scalars['String']['input'];
  /** Descrição do produto na loja. */
  nome: Scalars['String']['input'];
  /** A loja, pelo identificador (ou cnpjRevenda). */
  revendaId?: InputMaybe<Scalars['ID']['input']>;
  /** Os pontos próprios da loja; null herda os do produto Experiências SW; ausente, na edição, mantém. */
  valorPontos?: InputMaybe<Scalars['Pontos']['input']>;
  /** Preço unitário na loja, em reais. */
  valorUnitario: Scalars['Dinheiro']['input'];
};

/** Uma página de ProdutoRevenda. */
export type ProdutoRevendaPagina = {
  __typename?: 'ProdutoRevendaPagina';
  /** Os itens desta página. */
  itens: Array<ProdutoRevenda>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ProdutoRevendaPayload = {
  __typename?: 'ProdutoRevendaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ProdutoRevenda>;
};

/** Um produto vendido por uma loja num mês. */
export type ProdutoVendido = {
  __typename?: 'ProdutoVendido';
  /** CNPJ da loja. */
  cnpj: Scalars['String']['output'];
  /** Código do produto. */
  codProduto: Scalars['String']['output'];
  /** O mês (dois dígitos). */
  mes: Scalars['String']['output'];
  /** Nome do produto. */
  produto: Scalars['String']['output'];
  /** Unidades vendidas. */
  quantidade: Scalars['Float']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** Pontos das vendas. */
  totalPontuado: Scalars['Pontos']['output'];
  /** Valor total (R$). */
  valorTotal: Scalars['Dinheiro']['output'];
  /** Valor unitário médio (R$). */
  valorUnitarioMedio: Scalars['Dinheiro']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ProdutosMaisVendidosInput = {
  /** Último dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA). */
  dataFinal?: InputMaybe<Scalars['String']['input']>;
  /** Primeiro dia de pontuação (AAAA-MM-DD ou DD/MM/AAAA); sem datas, os últimos 7 dias. */
  dataInicial?: InputMaybe<Scalars['String']['input']>;
  /** Id ou nome da rede (todas quando ausente). */
  rede?: InputMaybe<Scalars['ID']['input']>;
};

/** Os pontos que vencem primeiro e quando. */
export type ProximoVencimento = {
  __typename?: 'ProximoVencimento';
  /** Pontos que vencem nesse dia. */
  pontos: Scalars['Pontos']['output'];
  /** O dia, AAAA-MM-DD. */
  venceEm: Scalars['String']['output'];
};

/** As leituras da API do Experiências SW. */
export type Query = {
  __typename?: 'Query';
  /** O Antifraude por rede e produto, os mais negativos primeiro. */
  antifraude: Array<LinhaAntifraude>;
  /** Todos os banners, na ordem de exibição. */
  banners: Array<Banner>;
  /** Os banners ativos cujas datas incluem hoje, em ordem (a sobreposição e o carrossel do membro). */
  bannersIntervalo: Array<Banner>;
  /** Os cartões do painel (filtro por rede; ordem padrão criadoEm decrescente). */
  cartoes: CartaoPainelPagina;
  /** O endereço de um CEP (8 dígitos, máscara opcional); nulo para um CEP que não existe. */
  cep?: Maybe<Endereco>;
  /** As chaves de API dos integradores, ativas primeiro. */
  chavesIntegracao: Array<ChaveIntegracao>;
  /** Os códigos de cadastro, do mais novo ao mais antigo. */
  codigosCadastro: Array<CodigoCadastro>;
  /** Compras x Pontuação de um mês. */
  comprasPontuacao: Array<LinhaComprasPontuacao>;
  /** A configuração do provedor de WhatsApp (token mascarado); nula antes do primeiro salvamento. */
  configuracaoWhatsapp?: Maybe<ConfiguracaoWhatsapp>;
  /** As configurações do sistema (limite de pontuação, usos semanais do voucher, voucher ativo). */
  configuracoesSistema: ConfiguracoesSistema;
  /** As vendas cujos pontos diferem do que o catálogo atual dá. */
  correcoesPontuacao: CorrecoesPontuacao;
  /** Se já existe um membro com este CPF (nada mais é revelado). Pública, sem login; o número de consultas é limitado. */
  cpfCadastrado: Scalars['Boolean']['output'];
  /** Contadores do painel e os dez membros e lojas mais pontuados, de todas as redes ou de uma. */
  dashboard: Dashboard;
  /** Um prêmio do programa ou uma oferta do catálogo (nulo quando o código não existe ou a oferta não está à venda). Só para membros logados. */
  detalheResgatavel?: Maybe<DetalheResgatavel>;
  /** O usuário do painel conectado. */
  eu: Usuario;
  /** O extrato de pontos (todos os movimentos, mais novo primeiro, com o saldo após cada um). O vendedor lê o próprio (sem informar parceiro); a equipe informa o parceiro do seu alcance (fora dele: nulo). */
  extrato?: Maybe<ExtratoPontos>;
  /** A galeria do painel: rede e datas; padrão os últimos 7 dias. */
  fotosVideos: Array<ResgateMidia>;
  /** As compras de cada rede por mês de um ano. */
  historico: Array<LinhaHistorico>;
  /** As mudanças de situação da venda e da sua pontuação; nulo quando a venda não existe ou está fora do alcance. */
  historicoDaVenda?: Maybe<Array<HistoricoStatusVenda>>;
  /** O primeiro mês com compras (AAAA-MM-DD); nulo quando não há. */
  historicoPrimeiraData?: Maybe<Scalars['String']['output']>;
  /** MEUS INDICADOS: os membros indicados pelo membro conectado, só pelo próprio código. */
  indicacoes: IndicacaoPagina;
  /** Os itens de uma venda; nulo quando a venda não existe ou está fora do alcance. */
  itensDaVenda?: Maybe<Array<ItemVendaPontuada>>;
  /** O histórico de status de um vendedor, do mais novo ao mais antigo (nulo quando o vendedor não existe ou não é visível). */
  justificativasDoParceiro?: Maybe<Array<JustificativaParceiro>>;
  /** O histórico de liberações do Antifraude de um produto numa rede. */
  liberacoesAntifraude: Array<AnotacaoRelatorio>;
  /** O histórico de saldos de estoque de um produto numa rede. */
  liberacoesEstoque: Array<AnotacaoRelatorio>;
  /** Um link assinado e de vida curta para a planilha .xlsx das vendas pontuadas (tipo CURRENT ou ALL). */
  linkExportacaoPontuacoes: Scalars['String']['output'];
  /** Um link assinado e de vida curta para a planilha .xlsx das pontuações encerradas (tipo CURRENT ou ALL). */
  linkExportacaoPontuacoesEncerradas: Scalars['String']['output'];
  /** Um link assinado, de vida curta, para a planilha .xlsx da lista filtrada inteira (o fileLink do REST). */
  linkExportacaoProdutosRevenda: Scalars['String']['output'];
  /** Administradores: os usuários do painel que o papel conectado pode gerenciar (o papel 1 não vê o 2). Ordem padrão nome crescente. */
  listaUsuarios: UsuarioPagina;
  /** Se a loja mostra o botão de login social e como iniciá-lo. */
  loginSocialConfig: LoginSocialConfig;
  /** A tela de Logs: tipo e período (padrão: os últimos 7 dias), do mais novo ao mais antigo. */
  logs: LogPagina;
  /** A Mensuração por rede. */
  mensuracao: Array<LinhaMensuracao>;
  /** O cartão do membro conectado (nulo: sem cartão). */
  meuCartao?: Maybe<CartaoMembro>;
  /** O código de indicação do membro conectado e o link para compartilhar. */
  meuCodigoIndicacao: MeuCodigoIndicacao;
  /** O membro conectado, com a loja. */
  meuParceiro: Parceiro;
  /** Um resgate do membro conectado (de outro membro: nulo). */
  meuResgate?: Maybe<Resgate>;
  /** O voucher de um resgate do membro conectado (de outro membro: nulo). */
  meuVoucher?: Maybe<Voucher>;
  /** Os pontos do vendedor por código de produto, o maior primeiro. */
  meusPontosPorCodigo: Array<PontosPorCodigo>;
  /** Os próximos dias em que vencem pontos em aberto do vendedor. */
  meusProximosVencimentos: Array<VencimentoDoMembro>;
  /** Os resgates do membro conectado, do mais novo ao mais antigo. */
  meusResgates: Array<Resgate>;
  /** As mídias dos resgates do membro conectado; com resgate, só as desse resgate (do próprio membro). */
  minhasFotosVideos: Array<ResgateMidia>;
  /** As vendas não canceladas do vendedor; ordem padrão pontuadoEm decrescente. */
  minhasPontuacoesAprovadas: PontuacaoAprovadaPagina;
  /** As pontuações do vendedor em análise; ordem padrão criadoEm decrescente. */
  minhasPontuacoesEmAnalise: PontuacaoDoMembroPagina;
  /** As pontuações reprovadas (com o motivo) ou encerradas do vendedor, a decisão mais nova primeiro (até 200). */
  minhasPontuacoesNaoProcessadas: Array<PontuacaoDoMembro>;
  /** Os pontos do membro conectado vindos das plataformas parceiras. */
  minhasPontuacoesPlataforma: Array<PontuacaoSwpro>;
  /** A última reprovação da pontuação da venda; nulo quando nunca foi reprovada ou a venda não está ao alcance. */
  motivoReprovacaoDaVenda?: Maybe<MotivoReprovacaoVenda>;
  /** O histórico de observações do Antifraude de um produto numa rede. */
  observacoesAntifraude: Array<AnotacaoRelatorio>;
  /** O histórico de observações da Mensuração de uma rede. */
  observacoesMensuracao: Array<AnotacaoRelatorio>;
  /** A lista Ofertas do painel. grupo: novas (0 pontos), ativas ou todas (padrão); ordem padrão nome crescente. */
  ofertas: OfertaPagina;
  /** As categorias ativas do catálogo de ofertas, com as subcategorias, em ordem de nome. Só para membros logados na loja virtual. */
  ofertasCategorias: Array<CategoriaOferta>;
  /** As cidades onde acontecem ofertas à venda, em ordem de nome. Só para membros logados na loja virtual. */
  ofertasCidades: Array<CidadeOferta>;
  /** As experiências que têm ao menos uma oferta à venda, em ordem de título (até 500). Só para membros logados na loja virtual. */
  ofertasExperiencias: Array<ExperienciaOferta>;
  /** O catálogo da loja virtual: ofertas ativas, com preço e na validade, em páginas de 20. Só para membros logados na loja virtual. */
  ofertasLoja: OfertaLojaPagina;
  /** Um vendedor (nulo quando não existe ou não é visível). */
  parceiro?: Maybe<ParceiroPainel>;
  /** O vendedor deste CPF exato, entre os visíveis (nulo quando não há). */
  parceiroPorCpf?: Maybe<ParceiroPainel>;
  /** Os vendedores visíveis, paginados; ordem padrão nome crescente. rede: id ou nome; porPagina 0 = todos. */
  parceiros: ParceiroPainelPagina;
  /** Uma pesquisa de mercado (nula quando não existe ou não é visível). */
  pesquisaMercado?: Maybe<PesquisaMercado>;
  /** As pesquisas de mercado visíveis (das lojas do escopo de quem pede); rede é id ou nome. Ordem padrão loja crescente. */
  pesquisasMercado: PesquisaMercadoPagina;
  /** Pontos por código: os membros que se cadastraram com um código (busca por código, nome ou CPF). */
  pontuacoesCodigo: Array<PontuacaoCodigo>;
  /** As pontuações encerradas ou reprovadas; as datas são do dia do encerramento; ordem padrão criadoEm decrescente. */
  pontuacoesEncerradas: PontuacaoEncerradaPagina;
  /** As pontuações aguardando a equipe; ordem padrão criadoEm decrescente; a busca procura no campo do filtro (ou em todos). */
  pontuacoesPendentes: PontuacaoPendentePagina;
  /** A lista de prêmios; o papel 2 vê também os inativos. Ordem padrão nome crescente. */
  premios: PremioPagina;
  /** Os prêmios com este código (o cadastro confere ao sair do campo). */
  premiosPorCodigo: Array<Premio>;
  /** Nova venda: os pontos de cada linha e o total que seriam creditados (quantidade × pontos do produto × fator da loja, dentro do limite), sem gravar. */
  previaVenda: PreviaVenda;
  /** Um produto (nulo quando não existe ou não é visível). */
  produto?: Maybe<Produto>;
  /** O produto com este EAN/UPC ou código; o código de barras vence um código igual. Nulo quando não há (ou, para quem não vê inativos, quando está inativo). */
  produtoPorCodigoBarras?: Maybe<Produto>;
  /** Um produto loja (nulo quando não existe ou não é visível). */
  produtoRevenda?: Maybe<ProdutoRevenda>;
  /** A lista de Produtos: situacao todos (padrão), ativos ou inativos; ordem padrão valorPontos decrescente. */
  produtos: ProdutoPagina;
  /** Os produtos ativos da loja do membro e os seus pontos; ordem padrão pontos decrescente. */
  produtosDaMinhaLoja: ProdutoDaLojaPagina;
  /** Os 20 produtos mais vendidos com os filtros da lista. */
  produtosMaisVendidos: Array<ProdutoMaisVendido>;
  /** Os produtos com este código (até 50; lista vazia quando nenhum). Equipe e membros; o membro vê só produtos ativos e acha também o código da sua loja. */
  produtosPorCodigo: Array<Produto>;
  /** A lista de Produtos Loja (equipe, exceto Auditor; quem tem escopo de lojas ou redes vê só as suas); ordem padrão valorPontos decrescente. */
  produtosRevenda: ProdutoRevendaPagina;
  /** Os produtos vendidos por loja e mês de um ano. */
  produtosVendidos: Array<ProdutoVendido>;
  /** Uma rede com os seus números (nula quando não existe ou não é visível). */
  rede?: Maybe<Rede>;
  /** As redes visíveis, paginadas, ordenadas e buscadas no servidor (porPagina 0 = todas); completo inclui os números. */
  redes: RedePagina;
  /** As redes em alerta (algum produto com qtdAf negativo): o aviso do menu. */
  redesAntifraude: Array<RedeAntifraude>;
  /** O membro: limites de resgate do mês e da semana, saldo e, com o código de um prêmio, se pode resgatá-lo (e o motivo, quando não). */
  regrasResgate: RegrasResgate;
  /** Vendedores com pontos vencidos agora, ou até o fim do dia `ate`. */
  relatorioExpiracao: RelatorioExpiracao;
  /** O painel de relatório externo. */
  relatorioExterno: RelatorioExterno;
  /** Quando os dados do relatório foram gerados; nulo se nunca. Lido com a permissão do próprio relatório. */
  relatorioGeradoEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** O resgate que a tela de envio mostra (loja, vendedor, quantidade, prêmio); nulo fora do alcance. */
  resgateParaMidia?: Maybe<Resgate>;
  /** A lista de resgates do painel (equipe); ordem padrão resgatadoEm decrescente. */
  resgates: ResgatePagina;
  /** As indicações válidas do membro conectado e os pontos que renderam. */
  resumoIndicacoes: ResumoIndicacoes;
  /** Uma loja com os seus números (nula quando não existe ou não é visível). */
  revenda?: Maybe<Revenda>;
  /** Se outra loja já usa este código (o formulário confere ao sair do campo). */
  revendaCodigoEmUso: Scalars['Boolean']['output'];
  /** A loja deste CNPJ com os seus números (nula quando não existe ou não é visível). */
  revendaPorCnpj?: Maybe<Revenda>;
  /** O nome de uma loja ativa, para o link de cadastro dela (nulo quando não há). */
  revendaPublica?: Maybe<RevendaPublica>;
  /** As lojas visíveis, paginadas, ordenadas e buscadas no servidor (porPagina 0 = todas, para os seletores); completo inclui os números. */
  revendas: RevendaPagina;
  /** As lojas ativas, em ordem de nome fantasia, para o membro escolher a sua no cadastro. Pública, sem login. */
  revendasPublicas: Array<RevendaPublica>;
  /** O saldo e o próximo vencimento de um vendedor; o vendedor conectado lê só o seu (pode omitir parceiroId). Fora do alcance: nulo. */
  saldoPontos?: Maybe<SaldoPontos>;
  /** Conferência de sell-in numa resposta (o que a loja comprou e o que já usou do produto). O vendedor omite o CPF (a própria loja); nulo para um CPF fora do alcance. */
  saldoProdutoLoja?: Maybe<SaldoProdutoLoja>;
  /** Compras e vendas pontuadas por mês de um ano. */
  serieComprasVendas: Array<PontoSerieMensal>;
  /** Uma tarefa de relatório, para a tela acompanhar o andamento; nula se não existe. */
  tarefaRelatorio?: Maybe<TarefaRelatorio>;
  /** A última tarefa de cada relatório. */
  tarefasRelatorios: Array<TarefaRelatorio>;
  /** A Taxa de Sucesso de um mês. */
  taxaSucesso: Array<LinhaTaxaSucesso>;
  /** Os tipos de log, com o título de cada um. */
  tiposLog: Array<TipoLog>;
  /** Os usuários do painel por nome, ou o do CPF informado. */
  usuarios: Array<Usuario>;
  /** Pontos que vencem nos próximos dias (padrão 30), por rede ou, com a rede (id ou nome), por loja. */
  vencimentosPorRede: RelatorioVencimentos;
  /** As vendas de um vendedor, as mais novas primeiro (até 500); nulo quando o CPF não é de um vendedor ao alcance. */
  vendasDoVendedor?: Maybe<Array<VendaPontuada>>;
  /** As vendas pontuadas ao alcance de quem pede; sem datas, os últimos 7 dias; ordem padrão pontuadoEm decrescente. */
  vendasPontuadas: VendaPontuadaPagina;
  /** As vendas não canceladas com este número fiscal (a tela confere duplicidade ao sair do campo), até 20. */
  vendasPorDocumento: Array<VendaDocumento>;
};


/** As leituras da API do Experiências SW. */
export type QueryAntifraudeArgs = {
  rede?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryCartoesArgs = {
  input?: InputMaybe<ListaCartoesInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryCepArgs = {
  cep: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryComprasPontuacaoArgs = {
  ano: Scalars['Int']['input'];
  mes: Scalars['Int']['input'];
  rede?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryCpfCadastradoArgs = {
  cpf: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryDashboardArgs = {
  rede?: InputMaybe<Scalars['String']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryDetalheResgatavelArgs = {
  codigo: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryExtratoArgs = {
  input?: InputMaybe<ExtratoInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryFotosVideosArgs = {
  input?: InputMaybe<FiltroFotosVideosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryHistoricoArgs = {
  ano?: InputMaybe<Scalars['Int']['input']>;
  rede?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryHistoricoDaVendaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryIndicacoesArgs = {
  input: ListaIndicacoesInput;
};


/** As leituras da API do Experiências SW. */
export type QueryItensDaVendaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryJustificativasDoParceiroArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryLiberacoesAntifraudeArgs = {
  codProduto: Scalars['String']['input'];
  rede: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryLiberacoesEstoqueArgs = {
  codProduto: Scalars['String']['input'];
  rede: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryLinkExportacaoPontuacoesArgs = {
  input: ExportarPontuacoesInput;
};


/** As leituras da API do Experiências SW. */
export type QueryLinkExportacaoPontuacoesEncerradasArgs = {
  input: ExportarPontuacoesEncerradasInput;
};


/** As leituras da API do Experiências SW. */
export type QueryLinkExportacaoProdutosRevendaArgs = {
  input?: InputMaybe<ExportarProdutosRevendaInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryListaUsuariosArgs = {
  input?: InputMaybe<ListaUsuariosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryLogsArgs = {
  input?: InputMaybe<ListaLogsInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryMensuracaoArgs = {
  rede?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryMeuResgateArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryMeuVoucherArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryMinhasFotosVideosArgs = {
  resgate?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryMinhasPontuacoesAprovadasArgs = {
  input?: InputMaybe<ListaPontuacoesAprovadasInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryMinhasPontuacoesEmAnaliseArgs = {
  input?: InputMaybe<ListaPontuacoesEmAnaliseInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryMotivoReprovacaoDaVendaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryObservacoesAntifraudeArgs = {
  codProduto: Scalars['String']['input'];
  rede: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryObservacoesMensuracaoArgs = {
  rede: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryOfertasArgs = {
  input?: InputMaybe<ListaOfertasInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryOfertasCidadesArgs = {
  categorias?: InputMaybe<Array<Scalars['ID']['input']>>;
  experiencia?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryOfertasExperienciasArgs = {
  categorias?: InputMaybe<Array<Scalars['ID']['input']>>;
  subcategorias?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** As leituras da API do Experiências SW. */
export type QueryOfertasLojaArgs = {
  input?: InputMaybe<OfertasLojaInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryParceiroArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryParceiroPorCpfArgs = {
  cpf: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryParceirosArgs = {
  input?: InputMaybe<ListaParceirosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryPesquisaMercadoArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryPesquisasMercadoArgs = {
  input?: InputMaybe<ListaPesquisasMercadoInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryPontuacoesCodigoArgs = {
  input?: InputMaybe<ListaPontuacoesCodigoInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryPontuacoesEncerradasArgs = {
  input?: InputMaybe<ListaPontuacoesEncerradasInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryPontuacoesPendentesArgs = {
  input?: InputMaybe<ListaPontuacoesPendentesInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryPremiosArgs = {
  input?: InputMaybe<ListaPremiosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryPremiosPorCodigoArgs = {
  codigo: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryPreviaVendaArgs = {
  input: PreviaVendaInput;
};


/** As leituras da API do Experiências SW. */
export type QueryProdutoArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryProdutoPorCodigoBarrasArgs = {
  codigo: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryProdutoRevendaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryProdutosArgs = {
  input?: InputMaybe<ListaProdutosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryProdutosDaMinhaLojaArgs = {
  input?: InputMaybe<ListaProdutosDaLojaInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryProdutosMaisVendidosArgs = {
  input?: InputMaybe<ProdutosMaisVendidosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryProdutosPorCodigoArgs = {
  codigo: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryProdutosRevendaArgs = {
  input?: InputMaybe<ListaProdutosRevendaInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryProdutosVendidosArgs = {
  ano: Scalars['Int']['input'];
  revenda?: InputMaybe<Scalars['String']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryRedeArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryRedesArgs = {
  input?: InputMaybe<ListaRedesInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryRegrasResgateArgs = {
  codigo?: InputMaybe<Scalars['String']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryRelatorioExpiracaoArgs = {
  input?: InputMaybe<RelatorioExpiracaoInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryRelatorioGeradoEmArgs = {
  tipo: TipoRelatorio;
};


/** As leituras da API do Experiências SW. */
export type QueryResgateParaMidiaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryResgatesArgs = {
  input?: InputMaybe<ListaResgatesInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryRevendaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryRevendaCodigoEmUsoArgs = {
  codigo: Scalars['String']['input'];
  exceto?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryRevendaPorCnpjArgs = {
  cnpj: Scalars['String']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryRevendaPublicaArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryRevendasArgs = {
  input?: InputMaybe<ListaRevendasInput>;
};


/** As leituras da API do Experiências SW. */
export type QuerySaldoPontosArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QuerySaldoProdutoLojaArgs = {
  input: SaldoProdutoLojaInput;
};


/** As leituras da API do Experiências SW. */
export type QuerySerieComprasVendasArgs = {
  ano: Scalars['Int']['input'];
  rede?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryTarefaRelatorioArgs = {
  id: Scalars['ID']['input'];
};


/** As leituras da API do Experiências SW. */
export type QueryTaxaSucessoArgs = {
  ano: Scalars['Int']['input'];
  mes: Scalars['Int']['input'];
  rede?: InputMaybe<Scalars['ID']['input']>;
};


/** As leituras da API do Experiências SW. */
export type QueryUsuariosArgs = {
  input?: InputMaybe<UsuariosInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryVencimentosPorRedeArgs = {
  input?: InputMaybe<VencimentosPorRedeInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryVendasDoVendedorArgs = {
  input: VendasDoVendedorInput;
};


/** As leituras da API do Experiências SW. */
export type QueryVendasPontuadasArgs = {
  input?: InputMaybe<ListaVendasPontuadasInput>;
};


/** As leituras da API do Experiências SW. */
export type QueryVendasPorDocumentoArgs = {
  input: VendasPorDocumentoInput;
};

/** Os dados que a operação recebe no seu argumento input. */
export type ReativarPontosInput = {
  /** Dia (AAAA-MM-DD ou DD-MM-AAAA). */
  dia: Scalars['String']['input'];
};

/** Uma rede de lojas, com o valor do ponto e, quando pedidos (completo), os seus números. */
export type Rede = {
  __typename?: 'Rede';
  /** Se a rede está ativa. */
  ativo: Scalars['Boolean']['output'];
  /** Identificador da rede. */
  id: Scalars['ID']['output'];
  /** Nome da rede. */
  nome: Scalars['String']['output'];
  /** Vendedores ativos das lojas ativas (completo). */
  numeroParceiros?: Maybe<Scalars['Int']['output']>;
  /** Lojas ativas (completo). */
  numeroRevendas?: Maybe<Scalars['Int']['output']>;
  /** Região da rede. */
  regiao?: Maybe<Scalars['String']['output']>;
  /** Saldo atual de pontos dos seus vendedores (completo). */
  saldoPontos?: Maybe<Scalars['Pontos']['output']>;
  /** Custo dos pontos das vendas válidas, em reais; só para os papéis que veem custos (completo). */
  totalCusto?: Maybe<Scalars['Dinheiro']['output']>;
  /** Pontos das vendas válidas (completo). */
  totalPontos?: Maybe<Scalars['Pontos']['output']>;
  /** Soma das vendas válidas, em reais (completo). */
  totalVendas?: Maybe<Scalars['Dinheiro']['output']>;
  /** Última venda válida pontuada (completo). */
  ultimaPontuacao?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Quanto vale um ponto, em reais; só para os papéis que veem custos (nulo para os demais). */
  valorPonto?: Maybe<Scalars['ValorPonto']['output']>;
};

/** Uma rede em alerta antifraude (algum produto com saldo antifraude negativo). */
export type RedeAntifraude = {
  __typename?: 'RedeAntifraude';
  /** Id da rede. */
  id: Scalars['ID']['output'];
  /** Nome da rede. */
  nome: Scalars['String']['output'];
};

/** Uma página de Rede. */
export type RedePagina = {
  __typename?: 'RedePagina';
  /** Os itens desta página. */
  itens: Array<Rede>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type RedePayload = {
  __typename?: 'RedePayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Rede>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type RedefinirSenhaUsuarioInput = {
  /** Identificador */
  id: Scalars['ID']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type RedefinirSenhaUsuarioPayload = {
  __typename?: 'RedefinirSenhaUsuarioPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Scalars['String']['output']>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type RegistrarSaldoEstoqueInput = {
  /** Código do produto. */
  codProduto: Scalars['String']['input'];
  /** Data */
  data: Scalars['String']['input'];
  /** Id ou nome da rede. */
  rede: Scalars['ID']['input'];
  /** Saldo */
  saldo: Scalars['String']['input'];
};

/** Limites de resgate do membro agora e, para um prêmio, se pode resgatá-lo. */
export type RegrasResgate = {
  __typename?: 'RegrasResgate';
  /** Resgates permitidos por mês (calendário de São Paulo). */
  limiteMensal: Scalars['Int']['output'];
  /** Resgates permitidos por semana (segunda a domingo). */
  limiteSemanal: Scalars['Int']['output'];
  /** Por que não pode resgatar, com a mensagem que o resgate daria; nulo quando pode. */
  motivo?: Maybe<Scalars['String']['output']>;
  /** Se o resgate do prêmio informado passaria agora (sem prêmio: se os limites e a loja permitem). */
  podeResgatar: Scalars['Boolean']['output'];
  /** O menor preço do prêmio informado (nulo sem prêmio). */
  pontos?: Maybe<Scalars['Pontos']['output']>;
  /** Se a loja do membro está com o resgate liberado e os resgates estão ativos no programa. */
  resgateLiberado: Scalars['Boolean']['output'];
  /** Resgates feitos nesta semana (cancelados não contam). */
  resgatesNaSemana: Scalars['Int']['output'];
  /** Resgates feitos neste mês (cancelados não contam). */
  resgatesNoMes: Scalars['Int']['output'];
  /** Resgates que ainda cabem nesta semana. */
  restantesNaSemana: Scalars['Int']['output'];
  /** Resgates que ainda cabem neste mês. */
  restantesNoMes: Scalars['Int']['output'];
  /** Saldo de pontos do membro. */
  saldo: Scalars['Pontos']['output'];
};

/** O que a expiração leva: totais de todo o relatório e as primeiras linhas. */
export type RelatorioExpiracao = {
  __typename?: 'RelatorioExpiracao';
  /** O dia até o qual o relatório olha, AAAA-MM-DD (hoje quando não informado). */
  ate: Scalars['String']['output'];
  /** As primeiras linhas, vencimento mais antigo primeiro (o CSV tem todas). */
  linhas: Array<LinhaExpiracao>;
  /** Vendedores em todo o relatório. */
  parceiros: Scalars['Int']['output'];
  /** Pontos em todo o relatório. */
  pontos: Scalars['Pontos']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type RelatorioExpiracaoInput = {
  /** Dia até o qual o relatório olha (AAAA-MM-DD ou DD-MM-AAAA); hoje quando ausente. */
  ate?: InputMaybe<Scalars['String']['input']>;
  /** Linhas a devolver (padrão 100, até 1000; 0 = só os totais). */
  limite?: InputMaybe<Scalars['Int']['input']>;
};

/** O painel de relatório externo: o endereço, ou a mensagem quando não há. */
export type RelatorioExterno = {
  __typename?: 'RelatorioExterno';
  /** Mensagem para mostrar quando não há painel configurado. */
  mensagem?: Maybe<Scalars['String']['output']>;
  /** Endereço do painel. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Pontos a vencer nos próximos dias, por rede ou por loja. */
export type RelatorioVencimentos = {
  __typename?: 'RelatorioVencimentos';
  /** Por rede, ou por loja da rede escolhida. */
  agrupamento: AgrupamentoVencimentos;
  /** Último dia da janela, AAAA-MM-DD. */
  ate: Scalars['String']['output'];
  /** A janela, em dias a partir de hoje. */
  dias: Scalars['Int']['output'];
  /** Uma linha por rede ou loja, mais pontos primeiro. */
  linhas: Array<GrupoVencimento>;
  /** Vendedores com pontos a vencer. */
  parceiros: Scalars['Int']['output'];
  /** Pontos a vencer. */
  pontos: Scalars['Pontos']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ReprovarPontuacaoInput = {
  /** A pontuação (obrigatória sem linkArquivo). */
  identificador?: InputMaybe<Scalars['ID']['input']>;
  /** O arquivo da pontuação, quando não se informa o identificador. */
  linkArquivo?: InputMaybe<Scalars['String']['input']>;
  /** Um dos motivos: Nota Duplicada; Nota Ilegível; Nota Incompleta; Nota Não Qualificada; CNPJ divergente do cadastro; Data fora do mês vigente; Vendedor divergente. */
  reprovadoMotivo: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ResgatarInput = {
  /** Recarga: número com DDD. */
  celular?: InputMaybe<Scalars['String']['input']>;
  /** Repetir a chave devolve a primeira resposta (até 100 caracteres). */
  chaveIdempotencia?: InputMaybe<Scalars['String']['input']>;
  /** Código do prêmio ou da oferta. */
  codigoPremio: Scalars['String']['input'];
  /** Pedido de cartão (crédito sem cartão). */
  nomeCompleto?: InputMaybe<Scalars['String']['input']>;
  /** Observação */
  obs?: InputMaybe<Scalars['String']['input']>;
  /** Recarga: Vivo, Claro, TIM, OI, Nextel, Algar. */
  operadora?: InputMaybe<Scalars['String']['input']>;
  /** Quantidade */
  qtde?: InputMaybe<Scalars['Int']['input']>;
  /** Prêmio bivolt: 110V (padrão) ou 220V. */
  voltagem?: InputMaybe<Scalars['String']['input']>;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResgatarPayload = {
  __typename?: 'ResgatarPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoResgate>;
};

/** O resgate de um prêmio ou oferta por um membro. */
export type Resgate = {
  __typename?: 'Resgate';
  /** Cidade da loja. */
  cidade?: Maybe<Scalars['String']['output']>;
  /** Data de entrega (AAAA-MM-DD). */
  dataEntrega?: Maybe<Scalars['String']['output']>;
  /** O que o membro escolheu ao resgatar: operadora e número da recarga, 110V/220V, a sua observação. A equipe não muda. */
  escolhaMembro?: Maybe<Scalars['String']['output']>;
  /** Identificador do resgate. */
  id: Scalars['ID']['output'];
  /** A situação, como a tela a mostra. */
  nomeStatus: Scalars['String']['output'];
  /** A observação da equipe (Alterar observação). */
  obs?: Maybe<Scalars['String']['output']>;
  /** A oferta do catálogo resgatada, quando é uma (premio então traz a oferta). */
  ofertaId?: Maybe<Scalars['ID']['output']>;
  /** Nome do membro. */
  parceiro: Scalars['String']['output'];
  /** O membro que resgatou. */
  parceiroId: Scalars['ID']['output'];
  /** Pontos gastos no resgate. */
  pontosGastos: Scalars['Pontos']['output'];
  /** O prêmio resgatado. */
  premio: ResgatePremio;
  /** Quantidade resgatada. */
  qtde: Scalars['Int']['output'];
  /** Rede da loja. */
  rede?: Maybe<Scalars['String']['output']>;
  /** O código do resgate (o do voucher). */
  redemptionCode: Scalars['String']['output'];
  /** Quando foi resgatado. */
  resgatadoEm: Scalars['DateTimeISO']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** A loja do membro. */
  revendaId: Scalars['ID']['output'];
  /** Saldo de pontos do membro antes do resgate. */
  saldoAnterior: Scalars['Pontos']['output'];
  /** Situação do resgate. */
  status: StatusResgate;
};

/** Um resgate alterado pela equipe e a confirmação. */
export type ResgateAlterado = {
  __typename?: 'ResgateAlterado';
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
  /** O resgate como ficou. */
  resgate: Resgate;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResgateAlteradoPayload = {
  __typename?: 'ResgateAlteradoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResgateAlterado>;
};

/** Uma mídia com o seu resgate; id é o do resgate. */
export type ResgateMidia = {
  __typename?: 'ResgateMidia';
  /** Cidade da loja. */
  cidade?: Maybe<Scalars['String']['output']>;
  /** Identificador do resgate. */
  id: Scalars['ID']['output'];
  /** A foto ou o vídeo. */
  midia: Midia;
  /** Nome do membro. */
  parceiro: Scalars['String']['output'];
  /** Nome do prêmio ou da oferta. */
  premio: Scalars['String']['output'];
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Quando o resgate foi feito. */
  resgatadoEm: Scalars['DateTimeISO']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
};

/** Uma página de Resgate. */
export type ResgatePagina = {
  __typename?: 'ResgatePagina';
  /** Os itens desta página. */
  itens: Array<Resgate>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O prêmio (ou a oferta) de um resgate, como a lista de resgates o mostra. */
export type ResgatePremio = {
  __typename?: 'ResgatePremio';
  /** Código do prêmio. */
  codigo: Scalars['String']['output'];
  /** O endereço da foto do prêmio. */
  diretorioFoto?: Maybe<Scalars['String']['output']>;
  /** Identificador do prêmio ou da oferta. */
  id: Scalars['ID']['output'];
  /** Nome do prêmio. */
  nome: Scalars['String']['output'];
  /** Tipo do prêmio (físico, crédito, recarga ou oferta). */
  tipo: Scalars['String']['output'];
};

/** Os resgates alterados de uma vez e os deixados como estavam. */
export type ResgatesAlteradosEmLote = {
  __typename?: 'ResgatesAlteradosEmLote';
  /** Ids cancelados, desconhecidos ou fora do alcance, deixados como estavam. */
  ignorados: Array<Scalars['ID']['output']>;
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Os resgates alterados, como ficaram. */
  resgates: Array<Resgate>;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResgatesAlteradosEmLotePayload = {
  __typename?: 'ResgatesAlteradosEmLotePayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResgatesAlteradosEmLote>;
};

/** O resultado de cadastrar um cartão ou de mudar o status do cartão do membro. */
export type ResultadoCartao = {
  __typename?: 'ResultadoCartao';
  /** O cartão como ficou. */
  cartao?: Maybe<CartaoMembro>;
  /** A mensagem para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Se a operação foi feita. */
  sucesso: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResultadoCartaoPayload = {
  __typename?: 'ResultadoCartaoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoCartao>;
};

/** O resultado de aplicar um desconto às ofertas escolhidas. */
export type ResultadoDescontoOfertas = {
  __typename?: 'ResultadoDescontoOfertas';
  /** A mensagem de confirmação, em português. */
  mensagem: Scalars['String']['output'];
  /** As ofertas que receberam o desconto, já com pontosDesconto. */
  ofertas: Array<Oferta>;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResultadoDescontoOfertasPayload = {
  __typename?: 'ResultadoDescontoOfertasPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoDescontoOfertas>;
};

/** O resultado de uma expiração de pontos. */
export type ResultadoExpiracao = {
  __typename?: 'ResultadoExpiracao';
  /** Mensagem para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Vendedores cujos pontos expiraram nesta execução. */
  parceiros: Scalars['Int']['output'];
  /** Pontos expirados nesta execução. */
  pontos: Scalars['Pontos']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResultadoExpiracaoPayload = {
  __typename?: 'ResultadoExpiracaoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoExpiracao>;
};

/** A venda registrada pela Nova venda e os pontos que ela rendeu. */
export type ResultadoPontuacao = {
  __typename?: 'ResultadoPontuacao';
  /** Identificador da venda criada. */
  id: Scalars['ID']['output'];
  /** Mensagem de sucesso para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Pontos creditados ao vendedor: totalPontos dentro do limite de pontuação do sistema. */
  pontosCreditados: Scalars['Pontos']['output'];
  /** Soma dos descontos, em reais. */
  totalDescontos: Scalars['Dinheiro']['output'];
  /** Pontos que os itens rendem (quantidade × pontos do produto × fator da loja). */
  totalPontos: Scalars['Pontos']['output'];
  /** Valor da venda, em reais (soma dos itens). */
  totalVenda: Scalars['Dinheiro']['output'];
};

/** O crédito de uma plataforma parceira. */
export type ResultadoPontuacaoPlataforma = {
  __typename?: 'ResultadoPontuacaoPlataforma';
  /** Verdadeiro quando esta referência já tinha chegado (nada é creditado de novo). */
  duplicada: Scalars['Boolean']['output'];
  /** Quando o crédito chegou. */
  enviadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador do crédito. */
  id: Scalars['ID']['output'];
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
  /** A plataforma que creditou. */
  plataforma: Scalars['String']['output'];
  /** Pontos creditados. */
  pontos: Scalars['Pontos']['output'];
  /** A referência do crédito na plataforma (única por plataforma). */
  referencia: Scalars['String']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResultadoPontuacaoPlataformaPayload = {
  __typename?: 'ResultadoPontuacaoPlataformaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoPontuacaoPlataforma>;
};

/** O resultado da devolução dos pontos expirados num dia. */
export type ResultadoReativacao = {
  __typename?: 'ResultadoReativacao';
  /** O dia das expirações devolvidas, AAAA-MM-DD. */
  dia: Scalars['String']['output'];
  /** Mensagem para mostrar. */
  message: Scalars['String']['output'];
  /** Vendedores que receberam pontos de volta. */
  parceiros: Scalars['Int']['output'];
  /** Pontos devolvidos. */
  pontos: Scalars['Pontos']['output'];
  /** Sempre verdadeiro quando a devolução foi feita (mesmo sem pontos a devolver). */
  success: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResultadoReativacaoPayload = {
  __typename?: 'ResultadoReativacaoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoReativacao>;
};

/** Um resgate feito: o novo saldo e a confirmação. */
export type ResultadoResgate = {
  __typename?: 'ResultadoResgate';
  /** O cartão do membro depois de um resgate de crédito (nulo nos outros prêmios). */
  cartao?: Maybe<CartaoMembro>;
  /** Identificador do resgate. */
  id: Scalars['ID']['output'];
  /** A confirmação para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Saldo de pontos depois do resgate. */
  saldoNovo: Scalars['Pontos']['output'];
};

/** O que uma leitura do catálogo do fornecedor gravou. */
export type ResultadoSincronizacaoOfertas = {
  __typename?: 'ResultadoSincronizacaoOfertas';
  /** Ofertas que já existiam e foram atualizadas. */
  atualizadas: Scalars['Int']['output'];
  /** Ofertas novas, criadas com 0 pontos (sem preço). */
  criadas: Scalars['Int']['output'];
  /** Ofertas lidas do fornecedor (atualizadas + criadas). */
  total: Scalars['Int']['output'];
};

/** O resultado do envio de teste. */
export type ResultadoTesteWhatsapp = {
  __typename?: 'ResultadoTesteWhatsapp';
  /** Mensagem para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Se o provedor aceitou a mensagem. */
  sucesso: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ResultadoTesteWhatsappPayload = {
  __typename?: 'ResultadoTesteWhatsappPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoTesteWhatsapp>;
};

/** As indicações válidas do membro conectado e os pontos que renderam. */
export type ResumoIndicacoes = {
  __typename?: 'ResumoIndicacoes';
  /** Pontos creditados pelas indicações válidas. */
  pontos: Scalars['Int']['output'];
  /** Quantas indicações já são válidas. */
  validas: Scalars['Int']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type RetornarPontuacaoPendenteInput = {
  /** Identificador */
  identificador: Scalars['ID']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type RetornarVendaPendenteInput = {
  /** A venda (o id da linha). */
  identificador: Scalars['ID']['input'];
};

/** Uma loja (revenda) de uma rede, com os seus números quando pedidos (completo) e no detalhe. */
export type Revenda = {
  __typename?: 'Revenda';
  /** Se a loja está ativa. */
  ativo: Scalars['Boolean']['output'];
  /** Celular (só dígitos). */
  celular?: Maybe<Scalars['String']['output']>;
  /** Cenário da loja. */
  cenario: CenarioLoja;
  /** CNPJ (14 dígitos). */
  cnpj: Scalars['String']['output'];
  /** CNPJ do CDD ou da loja master cujas notas também contam para esta loja. */
  cnpjCddRevendaMaster?: Maybe<Scalars['String']['output']>;
  /** Código da loja. */
  codigo: Scalars['String']['output'];
  /** Quando foi cadastrada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Email. */
  email?: Maybe<Scalars['String']['output']>;
  /** Bairro. */
  endBairro?: Maybe<Scalars['String']['output']>;
  /** CEP (só dígitos). */
  endCep?: Maybe<Scalars['String']['output']>;
  /** Cidade. */
  endCidade?: Maybe<Scalars['String']['output']>;
  /** Complemento. */
  endComplemento?: Maybe<Scalars['String']['output']>;
  /** UF. */
  endEstado?: Maybe<Scalars['String']['output']>;
  /** Número. */
  endNumero?: Maybe<Scalars['String']['output']>;
  /** Rua. */
  endRua?: Maybe<Scalars['String']['output']>;
  /** Fator de pontuação, 1 a 10 (1x–10x). */
  fatorPontuacao: Scalars['Int']['output'];
  /** Identificador da loja. */
  id: Scalars['ID']['output'];
  /** A equipe pode lançar vendas desta loja à mão (Nova venda). */
  lancamentoManual: Scalars['Boolean']['output'];
  /** Vendas desta loja podem chegar no upload do relatório de vendas. */
  lancamentoRelatorio: Scalars['Boolean']['output'];
  /** Nome fantasia. */
  nomeFantasia: Scalars['String']['output'];
  /** Vendedores ativos (completo). */
  numeroParceiros?: Maybe<Scalars['Int']['output']>;
  /** Razão social. */
  razaoSocial?: Maybe<Scalars['String']['output']>;
  /** Nome da rede. */
  rede: Scalars['String']['output'];
  /** Identificador da rede. */
  redeId: Scalars['ID']['output'];
  /** Se os vendedores da loja podem resgatar. */
  resgateLiberado: Scalars['Boolean']['output'];
  /** Responsável. */
  responsavel?: Maybe<Scalars['String']['output']>;
  /** Saldo atual dos seus vendedores (completo). */
  saldoPontos?: Maybe<Scalars['Pontos']['output']>;
  /** Telefone (só dígitos). */
  telefone?: Maybe<Scalars['String']['output']>;
  /** Como as vendas são pontuadas. */
  tipoPontuacao: TipoPontuacao;
  /** Pontos das vendas válidas (completo). */
  totalPontos?: Maybe<Scalars['Pontos']['output']>;
  /** Soma das vendas válidas, em reais (completo). */
  totalVendas?: Maybe<Scalars['Dinheiro']['output']>;
  /** Última venda válida pontuada (completo). */
  ultimaPontuacao?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** A loja do membro conectado, com o que muda o que ele pode fazer. */
export type RevendaDoParceiro = {
  __typename?: 'RevendaDoParceiro';
  /** CNPJ da loja (só dígitos). */
  cnpj: Scalars['String']['output'];
  /** Identificador da loja. */
  id: Scalars['ID']['output'];
  /** Nome fantasia da loja. */
  nomeFantasia: Scalars['String']['output'];
  /** Se os vendedores da loja podem resgatar. */
  resgateLiberado: Scalars['Boolean']['output'];
  /** Como a loja pontua: 0 Sistema, 1 Digitação, 2 Foto. */
  tipoPontuacao: Scalars['Int']['output'];
};

/** Uma página de Revenda. */
export type RevendaPagina = {
  __typename?: 'RevendaPagina';
  /** Os itens desta página. */
  itens: Array<Revenda>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type RevendaPayload = {
  __typename?: 'RevendaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Revenda>;
};

/** Uma loja ativa, como o cadastro público a mostra (sem dados de contato). */
export type RevendaPublica = {
  __typename?: 'RevendaPublica';
  /** CNPJ da loja, 14 dígitos; nulo na consulta de uma loja só (revendaPublica), que traz apenas o nome. */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** Identificador da loja, enviado no cadastro do membro. */
  id: Scalars['ID']['output'];
  /** Nome fantasia da loja. */
  nomeFantasia: Scalars['String']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type RevogarChaveIntegracaoInput = {
  /** Chave */
  id: Scalars['ID']['input'];
};

/** O saldo de um vendedor e o próximo vencimento. */
export type SaldoPontos = {
  __typename?: 'SaldoPontos';
  /** O vendedor. */
  id: Scalars['ID']['output'];
  /** Os pontos que vencem primeiro e quando; nulo quando não há pontos em aberto. */
  proximoVencimento?: Maybe<ProximoVencimento>;
  /** Saldo de pontos. */
  saldoPontos: Scalars['Pontos']['output'];
};

/** Conferência de sell-in: unidades que a loja comprou, já vendidas ou enviadas, e o que resta. */
export type SaldoProdutoLoja = {
  __typename?: 'SaldoProdutoLoja';
  /** Unidades que a loja comprou. */
  comprado: Scalars['Float']['output'];
  /** comprado − usado, nunca abaixo de 0. */
  disponivel: Scalars['Float']['output'];
  /** A loja. */
  idRevenda: Scalars['ID']['output'];
  /** Pontos de uma unidade na loja (pontos do produto × fator da loja). */
  pontosPorUnidade: Scalars['Pontos']['output'];
  /** Nulo: nenhum produto participante tem este código. */
  produto?: Maybe<ProdutoParticipante>;
  /** Unidades já vendidas ou à espera em pontuações digitadas pendentes. */
  usado: Scalars['Float']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type SaldoProdutoLojaInput = {
  /** Código do produto. */
  codigo: Scalars['String']['input'];
  /** CPF do vendedor (a equipe informa; o vendedor omite). */
  cpf?: InputMaybe<Scalars['String']['input']>;
};

/** A sessão aberta pelo login (ou cadastro) da loja. */
export type SessaoParceiro = {
  __typename?: 'SessaoParceiro';
  /** O vendedor que entrou. */
  parceiro: Parceiro;
  /** O token da sessão (metade da loja do cabeçalho Authorization). */
  token: Scalars['String']['output'];
};

/** A sessão aberta pelo login do painel. */
export type SessaoUsuario = {
  __typename?: 'SessaoUsuario';
  /** As redes em alerta antifraude que o usuário vê (o aviso do menu). */
  redesAntifraude: Array<RedeAntifraude>;
  /** O token da sessão (metade do painel do cabeçalho Authorization). */
  token: Scalars['String']['output'];
  /** O usuário que entrou. */
  usuario: Usuario;
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type SincronizarOfertasPayload = {
  __typename?: 'SincronizarOfertasPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ResultadoSincronizacaoOfertas>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type SolicitarRecuperacaoSenhaInput = {
  /** O email ou o CPF do cadastro. */
  informacao: Scalars['String']['input'];
};

/** Status de um vendedor. */
export type StatusParceiro =
  /** Ativo */
  | 'ATIVO'
  /** Inativo */
  | 'INATIVO';

/** Situação de uma pontuação enviada por um vendedor. */
export type StatusPontuacao =
  /** Encerrada sem venda */
  | 'ENCERRADA'
  /** Aguardando a equipe */
  | 'PENDENTE'
  /** Virou uma venda */
  | 'PROCESSADA'
  /** Reprovada com um motivo */
  | 'REPROVADA';

/** O produto depois de ativado ou desativado, e quantos produtos loja o seguiram. */
export type StatusProdutoAlterado = {
  __typename?: 'StatusProdutoAlterado';
  /** O produto com o novo status. */
  produto: Produto;
  /** Quantos produtos loja passaram ao mesmo status (só com atualizarRevenda; senão 0). */
  produtosRevendaAtualizados: Scalars['Int']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type StatusProdutoAlteradoPayload = {
  __typename?: 'StatusProdutoAlteradoPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<StatusProdutoAlterado>;
};

/** Situação de um resgate. */
export type StatusResgate =
  /** Cancelado */
  | 'CANCELADO'
  /** Em trânsito */
  | 'EM_TRANSITO'
  /** Entregue */
  | 'ENTREGUE'
  /** Não entregue */
  | 'NAO_ENTREGUE';

/** Situação de uma tarefa da fila. */
export type StatusTarefa =
  /** Concluída */
  | 'CONCLUIDA'
  /** Em execução */
  | 'EXECUTANDO'
  /** Falhou */
  | 'FALHOU'
  /** Na fila */
  | 'PENDENTE';

/** Situação de uma venda pontuada. */
export type StatusVendaPontuada =
  /** Cancelada: os pontos foram estornados */
  | 'CANCELADA'
  /** Pontos creditados */
  | 'PONTUADA';

/** Uma subcategoria (ou, no detalhe, a categoria) do catálogo de ofertas. */
export type SubcategoriaOferta = {
  __typename?: 'SubcategoriaOferta';
  /** Identificador da (sub)categoria, usado nos filtros do catálogo. */
  id: Scalars['ID']['output'];
  /** Nome da (sub)categoria. */
  nome: Scalars['String']['output'];
};

/** A geração de um relatório na fila de tarefas, para a tela acompanhar. */
export type TarefaRelatorio = {
  __typename?: 'TarefaRelatorio';
  /** Quando terminou. */
  concluidoEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Quando foi pedida. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Por que falhou. */
  erro?: Maybe<Scalars['String']['output']>;
  /** A etapa em andamento. */
  etapa?: Maybe<Scalars['String']['output']>;
  /** Identificador da tarefa. */
  id: Scalars['ID']['output'];
  /** Quando começou. */
  iniciadoEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Nome do relatório, para a tela. */
  nome: Scalars['String']['output'];
  /** JSON: ano e mes, nos relatórios de um mês. */
  parametros: Scalars['String']['output'];
  /** Andamento, de 0 a 100. */
  progresso: Scalars['Int']['output'];
  /** JSON: linhas gravadas e milissegundos gastos. */
  resultado?: Maybe<Scalars['String']['output']>;
  /** Situação da tarefa. */
  status: StatusTarefa;
  /** O relatório gerado. */
  tipo: TipoRelatorio;
};

/** Os dados que a operação recebe no seu argumento input. */
export type TestarWhatsappInput = {
  /** Celular com DDD que recebe a mensagem de teste. */
  celular: Scalars['String']['input'];
};

/** CURRENT: a página da tela (pagina e porPagina); ALL: todas as linhas dos filtros. */
export type TipoExportacao =
  /** all */
  | 'ALL'
  /** current */
  | 'CURRENT';

/** Tipo do documento fiscal de uma venda. */
export type TipoFiscal =
  /** Cupom fiscal */
  | 'C'
  /** Nota fiscal */
  | 'N';

/** Um tipo de log e o seu título. */
export type TipoLog = {
  __typename?: 'TipoLog';
  /** O tipo (ex.: banners.criar). */
  tipo: Scalars['String']['output'];
  /** O título para a tela. */
  titulo: Scalars['String']['output'];
};

/** O tipo de um movimento do extrato de pontos. */
export type TipoMovimentoExtrato =
  /** Ajuste feito pela equipe */
  | 'AJUSTE'
  /** Código de cadastro */
  | 'CODIGO'
  /** Correção da pontuação de uma venda (com sinal) */
  | 'CORRECAO'
  /** Estorno (resgate ou venda cancelados) */
  | 'ESTORNO'
  /** Pontos expirados */
  | 'EXPIRACAO'
  /** Indicação de um amigo validada */
  | 'INDICACAO'
  /** Saldo migrado do programa anterior */
  | 'MIGRACAO'
  /** Pontos de uma plataforma parceira */
  | 'PLATAFORMA'
  /** Devolução de pontos expirados */
  | 'REATIVACAO'
  /** Resgate de um prêmio */
  | 'RESGATE'
  /** Pontos de uma venda aprovada */
  | 'VENDA';

/** Como as vendas de uma loja são pontuadas. */
export type TipoPontuacao =
  /** O vendedor digita a nota */
  | 'DIGITACAO'
  /** O vendedor envia a foto da nota */
  | 'FOTO'
  /** Pelo sistema (relatório de vendas ou Nova venda) */
  | 'SISTEMA';

/** Tipo de um prêmio. */
export type TipoPremio =
  /** Aparelho bivolt: o membro escolhe 110V ou 220V */
  | 'BIVOLT'
  /** Crédito no cartão do membro */
  | 'CREDITO'
  /** Prêmio comum */
  | 'GERAL'
  /** Recarga de celular */
  | 'RECARGA';

/** Um relatório que a fila de tarefas gera. */
export type TipoRelatorio =
  /** Antifraude */
  | 'ANTIFRAUDE'
  /** Compras x Pontuação (de um mês) */
  | 'COMPRAS_PONTUACAO'
  /** Mensuração */
  | 'MENSURACAO'
  /** Relatório de vendas (histórico e produtos vendidos) */
  | 'RELATORIO'
  /** Taxa de Sucesso (de um mês) */
  | 'TAXA_SUCESSO';

/** Quem fez a ação registrada. */
export type TipoResponsavel =
  /** Integração (chave de API) */
  | 'INTEGRADOR'
  /** Membro */
  | 'PARCEIRO'
  /** O próprio sistema */
  | 'SISTEMA'
  /** Usuário do painel */
  | 'USUARIO';

/** Um dos dez membros com mais pontos nas vendas não canceladas. */
export type TopParceiroPontuado = {
  __typename?: 'TopParceiroPontuado';
  /** Identificador do membro. */
  id: Scalars['ID']['output'];
  /** Nome do membro. */
  nome: Scalars['String']['output'];
  /** Nome fantasia da loja do membro. */
  revenda?: Maybe<Scalars['String']['output']>;
  /** Pontos somados das vendas. */
  totalPontos: Scalars['Pontos']['output'];
  /** Valor vendido, em reais. */
  totalVendido: Scalars['Dinheiro']['output'];
};

/** Uma das dez lojas com mais pontos nas vendas não canceladas. */
export type TopRevendaPontuada = {
  __typename?: 'TopRevendaPontuada';
  /** Identificador da loja. */
  id: Scalars['ID']['output'];
  /** Nome fantasia da loja. */
  nomeFantasia: Scalars['String']['output'];
  /** Pontos somados das vendas. */
  totalPontos: Scalars['Pontos']['output'];
  /** Valor vendido, em reais. */
  totalVendido: Scalars['Dinheiro']['output'];
};

/** Um usuário do painel (equipe). */
export type Usuario = {
  __typename?: 'Usuario';
  /** Se o usuário pode entrar no painel (um desativado não entra e suas sessões terminam). */
  ativo: Scalars['Boolean']['output'];
  /** CPF (11 dígitos). */
  cpf: Scalars['String']['output'];
  /** Email. */
  email?: Maybe<Scalars['String']['output']>;
  /** Identificador do usuário. */
  id: Scalars['ID']['output'];
  /** Ids das redes permitidas, separados por vírgula. */
  idRedesPermitidas?: Maybe<Scalars['String']['output']>;
  /** Ids das lojas permitidas, separados por vírgula (papel Vendedor). */
  idRevendasPermitidas?: Maybe<Scalars['String']['output']>;
  /** Nome. */
  nome: Scalars['String']['output'];
  /** Papel: 0 Equipe Marca, 1 Operador, 2 Administrador, 3 Vendedor, 4 Auditor, 5 Equipe Marca Plus. */
  permissao: Scalars['Int']['output'];
};

/** Quem mudou o status. */
export type UsuarioDaJustificativa = {
  __typename?: 'UsuarioDaJustificativa';
  /** Nome do usuário do painel. */
  nome: Scalars['String']['output'];
};

/** Quem fez uma mudança de situação. */
export type UsuarioHistorico = {
  __typename?: 'UsuarioHistorico';
  /** Nome do usuário (ou do vendedor, num envio). */
  nome?: Maybe<Scalars['String']['output']>;
};

/** Uma página de Usuario. */
export type UsuarioPagina = {
  __typename?: 'UsuarioPagina';
  /** Os itens desta página. */
  itens: Array<Usuario>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type UsuarioPayload = {
  __typename?: 'UsuarioPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<Usuario>;
};

/** Os dados que a operação recebe no seu argumento input. */
export type UsuariosInput = {
  /** CPF exato (com ou sem máscara). */
  cpf?: InputMaybe<Scalars['String']['input']>;
};

/** Se um link de recuperação de senha ainda vale. */
export type ValidacaoRecuperacao = {
  __typename?: 'ValidacaoRecuperacao';
  /** A mensagem para mostrar. */
  mensagem: Scalars['String']['output'];
  /** Verdadeiro quando o link ainda pode ser usado. */
  valido: Scalars['Boolean']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type ValidarRecuperacaoSenhaInput = {
  /** O token do link de recuperação (o final do endereço /esqueceu-senha/{token}). */
  uuid: Scalars['String']['input'];
};

/** O resultado da mutação; quando os dados enviados têm um problema, resultado nulo e errosDeUsuario. */
export type ValidarRecuperacaoSenhaPayload = {
  __typename?: 'ValidarRecuperacaoSenhaPayload';
  /** Vazio quando a operação foi feita. */
  errosDeUsuario: Array<ErroDeUsuario>;
  /** O resultado; nulo quando há errosDeUsuario. */
  resultado?: Maybe<ValidacaoRecuperacao>;
};

/** Pontos em aberto do vendedor que vencem num dia. */
export type VencimentoDoMembro = {
  __typename?: 'VencimentoDoMembro';
  /** Pontos que vencem nesse dia. */
  pontos: Scalars['Pontos']['output'];
  /** Dia do vencimento (AAAA-MM-DD). */
  venceEm: Scalars['String']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type VencimentosPorRedeInput = {
  /** Janela em dias a partir de hoje (padrão 30, até 365). */
  dias?: InputMaybe<Scalars['Int']['input']>;
  /** Id ou nome da rede: com ela, uma linha por loja da rede. */
  rede?: InputMaybe<Scalars['String']['input']>;
};

/** Uma venda cujos pontos creditados diferem do que o catálogo atual dá. */
export type VendaCorrigir = {
  __typename?: 'VendaCorrigir';
  /** pontuacaoNova − pontuacaoAtual (negativo: pontos a retirar). */
  aPontuar: Scalars['Pontos']['output'];
  /** CPF do vendedor (só dígitos). */
  cpf: Scalars['String']['output'];
  /** A venda. */
  idVenda: Scalars['ID']['output'];
  /** Número do documento fiscal. */
  identificador: Scalars['String']['output'];
  /** Nome do vendedor. */
  parceiro: Scalars['String']['output'];
  /** Pontos que o vendedor tem desta venda (crédito e correções, menos estornos). */
  pontuacaoAtual: Scalars['Pontos']['output'];
  /** Pontos atuais do produto × fator atual da loja, dentro do limite de pontuação. */
  pontuacaoNova: Scalars['Pontos']['output'];
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
};

/** Uma venda não cancelada com o número fiscal consultado (conferência de duplicidade). */
export type VendaDocumento = {
  __typename?: 'VendaDocumento';
  /** Código da loja. */
  codRevenda: Scalars['String']['output'];
  /** Identificador da venda. */
  id: Scalars['ID']['output'];
  /** Número fiscal. */
  identificador: Scalars['String']['output'];
  /** Nome do vendedor. */
  parceiro: Scalars['String']['output'];
  /** Quando a venda foi pontuada. */
  pontuadoEm: Scalars['DateTimeISO']['output'];
  /** Dia da venda (AAAA-MM-DD). */
  realizadoEm: Scalars['String']['output'];
  /** Identificador da loja. */
  revendaId: Scalars['ID']['output'];
  /** Tipo do documento fiscal. */
  tipoFiscal: TipoFiscal;
  /** Pontos da venda. */
  totalPontos: Scalars['Pontos']['output'];
  /** Valor da venda, em reais. */
  totalVenda: Scalars['Dinheiro']['output'];
};

/** Uma venda digitada (Nova venda). */
export type VendaInput = {
  /** Chave de acesso da NF-e/NFC-e (44 dígitos ou o endereço do QR code); uma venda vigente por chave. */
  chaveAcesso?: InputMaybe<Scalars['String']['input']>;
  /** CPF do vendedor, com ou sem máscara. */
  cpf: Scalars['String']['input'];
  /** A pontuação pendente que esta venda processa (ela passa a processada). */
  idPontuacao?: InputMaybe<Scalars['ID']['input']>;
  /** Número do documento fiscal. */
  identificador: Scalars['String']['input'];
  /** Os itens (1 a 200). */
  itens: Array<ItemVendaInput>;
  /** O comprovante: o link de um arquivo já enviado ao servidor ou um endereço permitido. */
  linkArquivo?: InputMaybe<Scalars['String']['input']>;
  /** Dia da venda: DD/MM/AAAA ou AAAA-MM-DD, não futuro. */
  realizadoEm: Scalars['String']['input'];
  /** N (nota fiscal) ou C (cupom fiscal). */
  tipoFiscal: TipoFiscal;
};

/** Uma venda pontuada (spec 2 §3): uma linha de Pontuações e das vendas de um vendedor. */
export type VendaPontuada = {
  __typename?: 'VendaPontuada';
  /** Quem aprovou a pontuação ou digitou a venda. */
  aprovadoPor?: Maybe<Scalars['String']['output']>;
  /** Se a venda foi cancelada. */
  cancelada: Scalars['Boolean']['output'];
  /** Quando a venda foi cancelada. */
  canceladaEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Cidade da loja. */
  cidade?: Maybe<Scalars['String']['output']>;
  /** CNPJ da loja (14 dígitos). */
  cnpj: Scalars['String']['output'];
  /** Código da loja. */
  codRevenda: Scalars['String']['output'];
  /** CPF do vendedor (11 dígitos). */
  cpf: Scalars['String']['output'];
  /** Quando a venda foi registrada. */
  criadoEm: Scalars['DateTimeISO']['output'];
  /** Identificador da venda. */
  id: Scalars['ID']['output'];
  /** A pontuação de onde a venda veio, se houver. */
  idPontuacao?: Maybe<Scalars['ID']['output']>;
  /** Número fiscal. */
  identificador?: Maybe<Scalars['String']['output']>;
  /** O comprovante. */
  linkArquivo?: Maybe<Scalars['String']['output']>;
  /** Nome do vendedor. */
  parceiro: Scalars['String']['output'];
  /** Quando a venda foi pontuada. */
  pontuadoEm: Scalars['DateTimeISO']['output'];
  /** Quantas linhas de item a venda tem. */
  qtdItens: Scalars['Int']['output'];
  /** Dia da venda (AAAA-MM-DD). */
  realizadoEm: Scalars['String']['output'];
  /** Nome da rede da loja. */
  rede: Scalars['String']['output'];
  /** Motivo pelo qual a pontuação desta venda foi reprovada alguma vez, se foi. */
  reprovadoMotivo?: Maybe<Scalars['String']['output']>;
  /** Nome fantasia da loja. */
  revenda: Scalars['String']['output'];
  /** Situação da venda. */
  status: StatusVendaPontuada;
  /** Extensão do comprovante (jpg, png, pdf…). */
  tipoArquivo?: Maybe<Scalars['String']['output']>;
  /** Tipo do documento fiscal. */
  tipoFiscal: TipoFiscal;
  /** Pontos da venda. */
  totalPontos: Scalars['Pontos']['output'];
  /** Valor da venda, em reais. */
  totalVenda: Scalars['Dinheiro']['output'];
  /** Quanto custam os pontos creditados (pontos × valor do ponto); nulo para quem não vê o valor do ponto. */
  valorCusto?: Maybe<Scalars['Dinheiro']['output']>;
  /** Dia (AAAA-MM-DD, São Paulo) em que vencem os pontos creditados por esta venda. */
  venceEm?: Maybe<Scalars['String']['output']>;
};

/** Uma página de VendaPontuada. */
export type VendaPontuadaPagina = {
  __typename?: 'VendaPontuadaPagina';
  /** Os itens desta página. */
  itens: Array<VendaPontuada>;
  /** A página devolvida, a partir de 1. */
  pagina: Scalars['Int']['output'];
  /** Itens por página. */
  porPagina: Scalars['Int']['output'];
  /** Se há uma página seguinte. */
  temProxima: Scalars['Boolean']['output'];
  /** Quantos itens há ao todo (estimado quando totalEstimado). */
  total: Scalars['Int']['output'];
  /** Verdadeiro quando o total é a estimativa do banco (mais de 1.000 itens). */
  totalEstimado: Scalars['Boolean']['output'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type VendasDoVendedorInput = {
  /** CPF do vendedor (11 dígitos). */
  cpf: Scalars['String']['input'];
};

/** Os dados que a operação recebe no seu argumento input. */
export type VendasPorDocumentoInput = {
  /** Só desta loja (código). */
  codRevenda?: InputMaybe<Scalars['String']['input']>;
  /** Número do documento fiscal. */
  identificador: Scalars['String']['input'];
  /** Só deste tipo fiscal. */
  tipoFiscal?: InputMaybe<TipoFiscal>;
};

/** O voucher de um resgate do membro: quem, o quê, onde e o código. */
export type Voucher = {
  __typename?: 'Voucher';
  /** Se o resgate foi cancelado (os pontos voltaram ao saldo; o código não vale mais). */
  cancelado: Scalars['Boolean']['output'];
  /** Quando foi cancelado. */
  canceladoEm?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Código do prêmio ou da oferta. */
  codigo: Scalars['String']['output'];
  /** Descrição do prêmio ou da oferta. */
  descricao: Scalars['String']['output'];
  /** E-mail do membro. */
  email?: Maybe<Scalars['String']['output']>;
  /** O que o membro escolheu ao resgatar (operadora e número, voltagem, observação). */
  escolhaMembro?: Maybe<Scalars['String']['output']>;
  /** Identificador do resgate. */
  id: Scalars['ID']['output'];
  /** Onde usar a oferta, quando ela tem um local. */
  local?: Maybe<LocalOferta>;
  /** Nome do membro. */
  nome: Scalars['String']['output'];
  /** A observação da equipe sobre a entrega. */
  obs?: Maybe<Scalars['String']['output']>;
  /** premio (um prêmio do programa: físico, crédito no cartão, recarga) ou oferta (uma oferta do catálogo de parceiros). */
  origem: Scalars['String']['output'];
  /** O parceiro da oferta (num prêmio, o nome do próprio prêmio). */
  parceiroOferta: Scalars['String']['output'];
  /** O prêmio ou a oferta. */
  premio: Scalars['String']['output'];
  /** Quantidade resgatada. */
  qtde: Scalars['Int']['output'];
  /** O código do voucher. */
  redemptionCode: Scalars['String']['output'];
  /** Quando foi resgatado. */
  resgatadoEm: Scalars['DateTimeISO']['output'];
  /** Tipo do prêmio (físico, crédito, recarga ou oferta). */
  tipo: Scalars['String']['output'];
};

export type ConsultarCepQueryVariables = Exact<{
  cep: Scalars['String']['input'];
}>;


export type ConsultarCepQuery = { __typename?: 'Query', cep?: { __typename?: 'Endereco', cep: string, logradouro: string, complemento: string, bairro: string, localidade: string, uf: string } | null };

export type RedesDoSeletorQueryVariables = Exact<{ [key: string]: never; }>;


export type RedesDoSeletorQuery = { __typename?: 'Query', redes: { __typename?: 'RedePagina', itens: Array<{ __typename?: 'Rede', id: string, nome: string }> } };

export type LojasDoSeletorQueryVariables = Exact<{
  busca?: InputMaybe<Scalars['String']['input']>;
  rede?: InputMaybe<Scalars['String']['input']>;
  porPagina?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LojasDoSeletorQuery = { __typename?: 'Query', revendas: { __typename?: 'RevendaPagina', itens: Array<{ __typename?: 'Revenda', id: string, nomeFantasia: string, cnpj: string }> } };

export type UsuarioSessaoFragment = { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null };

export type ParceiroSessaoFragment = { __typename?: 'Parceiro', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: string, totalPontos: string, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: string, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null };

export type UsuariosPorCpfQueryVariables = Exact<{
  cpf: Scalars['String']['input'];
}>;


export type UsuariosPorCpfQuery = { __typename?: 'Query', usuarios: Array<{ __typename?: 'Usuario', id: string, nome: string }> };

export type CriarAdministradorMutationVariables = Exact<{
  input: CriarUsuarioInput;
}>;


export type CriarAdministradorMutation = { __typename?: 'Mutation', criarUsuario: { __typename?: 'UsuarioPayload', resultado?: { __typename?: 'Usuario', id: string, nome: string, cpf: string, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LojasDoAdministradorQueryVariables = Exact<{
  busca?: InputMaybe<Scalars['String']['input']>;
  limite?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LojasDoAdministradorQuery = { __typename?: 'Query', revendas: { __typename?: 'RevendaPagina', itens: Array<{ __typename?: 'Revenda', id: string, nomeFantasia: string, cnpj: string, redeId: string }> } };

export type LinhaUsuarioFragment = { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, ativo: boolean, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null };

export type ListaUsuariosQueryVariables = Exact<{
  input?: InputMaybe<ListaUsuariosInput>;
}>;


export type ListaUsuariosQuery = { __typename?: 'Query', listaUsuarios: { __typename?: 'UsuarioPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, ativo: boolean, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null }> } };

export type AtualizarUsuarioMutationVariables = Exact<{
  input: AtualizarUsuarioInput;
}>;


export type AtualizarUsuarioMutation = { __typename?: 'Mutation', atualizarUsuario: { __typename?: 'UsuarioPayload', resultado?: { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, ativo: boolean, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type DesativarUsuarioMutationVariables = Exact<{
  input: DesativarUsuarioInput;
}>;


export type DesativarUsuarioMutation = { __typename?: 'Mutation', desativarUsuario: { __typename?: 'UsuarioPayload', resultado?: { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, ativo: boolean, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtivarUsuarioMutationVariables = Exact<{
  input: AtivarUsuarioInput;
}>;


export type AtivarUsuarioMutation = { __typename?: 'Mutation', ativarUsuario: { __typename?: 'UsuarioPayload', resultado?: { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, ativo: boolean, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type RedefinirSenhaUsuarioMutationVariables = Exact<{
  input: RedefinirSenhaUsuarioInput;
}>;


export type RedefinirSenhaUsuarioMutation = { __typename?: 'Mutation', redefinirSenhaUsuario: { __typename?: 'RedefinirSenhaUsuarioPayload', resultado?: string | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaBannerFragment = { __typename?: 'Banner', id: string, titulo: string, descricao?: string | null, dataInicial: string, dataFinal: string, ordem: number, ativo: boolean, image?: string | null };

export type BannersQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersQuery = { __typename?: 'Query', banners: Array<{ __typename?: 'Banner', id: string, titulo: string, descricao?: string | null, dataInicial: string, dataFinal: string, ordem: number, ativo: boolean, image?: string | null }> };

export type OrdenarBannersMutationVariables = Exact<{
  input: OrdenarBannersInput;
}>;


export type OrdenarBannersMutation = { __typename?: 'Mutation', ordenarBanners: { __typename?: 'BannersOrdenadosPayload', resultado?: { __typename?: 'BannersOrdenados', banners: Array<{ __typename?: 'Banner', id: string, titulo: string, descricao?: string | null, dataInicial: string, dataFinal: string, ordem: number, ativo: boolean, image?: string | null }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarAtivoBannerMutationVariables = Exact<{
  input: AlterarAtivoBannerInput;
}>;


export type AlterarAtivoBannerMutation = { __typename?: 'Mutation', alterarAtivoBanner: { __typename?: 'BannerPayload', resultado?: { __typename?: 'Banner', id: string, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirBannerMutationVariables = Exact<{
  input: ExcluirBannerInput;
}>;


export type ExcluirBannerMutation = { __typename?: 'Mutation', excluirBanner: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type EditarBannerMutationVariables = Exact<{
  input: EditarBannerInput;
}>;


export type EditarBannerMutation = { __typename?: 'Mutation', editarBanner: { __typename?: 'BannerPayload', resultado?: { __typename?: 'Banner', id: string, titulo: string, descricao?: string | null, dataInicial: string, dataFinal: string, ordem: number, ativo: boolean, image?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type CriarBannerMutationVariables = Exact<{
  input: CriarBannerInput;
}>;


export type CriarBannerMutation = { __typename?: 'Mutation', criarBanner: { __typename?: 'BannerPayload', resultado?: { __typename?: 'Banner', id: string, titulo: string, descricao?: string | null, dataInicial: string, dataFinal: string, ordem: number, ativo: boolean, image?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaCartaoFragment = { __typename?: 'CartaoPainel', id: string, rede?: string | null, parceiro?: string | null, cpf?: string | null, codigoBarras?: string | null, numero?: string | null, saldo: string, nome?: string | null, entregue: boolean, bloqueado: number, emDesbloqueio: boolean, atualizadoEm?: string | null };

export type CartoesPainelQueryVariables = Exact<{
  input?: InputMaybe<ListaCartoesInput>;
}>;


export type CartoesPainelQuery = { __typename?: 'Query', cartoes: { __typename?: 'CartaoPainelPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'CartaoPainel', id: string, rede?: string | null, parceiro?: string | null, cpf?: string | null, codigoBarras?: string | null, numero?: string | null, saldo: string, nome?: string | null, entregue: boolean, bloqueado: number, emDesbloqueio: boolean, atualizadoEm?: string | null }> } };

export type AtualizarCartaoMutationVariables = Exact<{
  input: AtualizarCartaoInput;
}>;


export type AtualizarCartaoMutation = { __typename?: 'Mutation', atualizarCartao: { __typename?: 'AtualizarCartaoPayload', resultado?: { __typename?: 'AtualizacaoCartao', mensagem: string, cartao: { __typename?: 'CartaoPainel', id: string, rede?: string | null, parceiro?: string | null, cpf?: string | null, codigoBarras?: string | null, numero?: string | null, saldo: string, nome?: string | null, entregue: boolean, bloqueado: number, emDesbloqueio: boolean, atualizadoEm?: string | null } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type CadastrarCartaoMutationVariables = Exact<{
  input: CadastrarCartaoInput;
}>;


export type CadastrarCartaoMutation = { __typename?: 'Mutation', cadastrarCartao: { __typename?: 'ResultadoCartaoPayload', resultado?: { __typename?: 'ResultadoCartao', sucesso: boolean, mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaCodigoCadastroFragment = { __typename?: 'CodigoCadastro', id: string, codigo: string, pontos: number, usos: number, usosRealizados: number, expiraEm?: string | null, criadoEm: string };

export type CodigosCadastroQueryVariables = Exact<{ [key: string]: never; }>;


export type CodigosCadastroQuery = { __typename?: 'Query', codigosCadastro: Array<{ __typename?: 'CodigoCadastro', id: string, codigo: string, pontos: number, usos: number, usosRealizados: number, expiraEm?: string | null, criadoEm: string }> };

export type CriarCodigoCadastroMutationVariables = Exact<{
  input: CriarCodigoCadastroInput;
}>;


export type CriarCodigoCadastroMutation = { __typename?: 'Mutation', criarCodigoCadastro: { __typename?: 'CodigoCadastroPayload', resultado?: { __typename?: 'CodigoCadastro', id: string, codigo: string, pontos: number, usos: number, usosRealizados: number, expiraEm?: string | null, criadoEm: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarCodigoCadastroMutationVariables = Exact<{
  input: AtualizarCodigoCadastroInput;
}>;


export type AtualizarCodigoCadastroMutation = { __typename?: 'Mutation', atualizarCodigoCadastro: { __typename?: 'CodigoCadastroPayload', resultado?: { __typename?: 'CodigoCadastro', id: string, codigo: string, pontos: number, usos: number, usosRealizados: number, expiraEm?: string | null, criadoEm: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirCodigoCadastroMutationVariables = Exact<{
  input: ExcluirCodigoCadastroInput;
}>;


export type ExcluirCodigoCadastroMutation = { __typename?: 'Mutation', excluirCodigoCadastro: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type PontuacoesCodigoQueryVariables = Exact<{
  input?: InputMaybe<ListaPontuacoesCodigoInput>;
}>;


export type PontuacoesCodigoQuery = { __typename?: 'Query', pontuacoesCodigo: Array<{ __typename?: 'PontuacaoCodigo', id: string, codigo: string, pontos: number, dataUtilizacao: string, parceiro: { __typename?: 'ParceiroDoCodigo', nome: string, cpf: string } }> };

export type ConfiguracoesSistemaQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfiguracoesSistemaQuery = { __typename?: 'Query', configuracoesSistema: { __typename?: 'ConfiguracoesSistema', limitePontuacao: number, usosSemanaisVoucher: number, voucherAtivo: boolean, atualizadoEm: string, atualizadoPor?: string | null } };

export type AtualizarConfiguracoesSistemaMutationVariables = Exact<{
  input: ConfiguracoesSistemaInput;
}>;


export type AtualizarConfiguracoesSistemaMutation = { __typename?: 'Mutation', atualizarConfiguracoesSistema: { __typename?: 'ConfiguracoesSistemaPayload', resultado?: { __typename?: 'ConfiguracoesSistema', limitePontuacao: number, usosSemanaisVoucher: number, voucherAtivo: boolean, atualizadoEm: string, atualizadoPor?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ConfiguracaoWhatsappQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfiguracaoWhatsappQuery = { __typename?: 'Query', configuracaoWhatsapp?: { __typename?: 'ConfiguracaoWhatsapp', id: string, url: string, token: string, codigo: string, atualizadoEm: string, atualizadoPor?: string | null } | null };

export type SalvarConfiguracaoWhatsappMutationVariables = Exact<{
  input: ConfiguracaoWhatsappInput;
}>;


export type SalvarConfiguracaoWhatsappMutation = { __typename?: 'Mutation', salvarConfiguracaoWhatsapp: { __typename?: 'ConfiguracaoWhatsappPayload', resultado?: { __typename?: 'ConfiguracaoWhatsapp', id: string, url: string, token: string, codigo: string, atualizadoEm: string, atualizadoPor?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type TestarWhatsappMutationVariables = Exact<{
  input: TestarWhatsappInput;
}>;


export type TestarWhatsappMutation = { __typename?: 'Mutation', testarWhatsapp: { __typename?: 'ResultadoTesteWhatsappPayload', resultado?: { __typename?: 'ResultadoTesteWhatsapp', sucesso: boolean, mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type RedesAtivasQueryVariables = Exact<{ [key: string]: never; }>;


export type RedesAtivasQuery = { __typename?: 'Query', redes: { __typename?: 'RedePagina', itens: Array<{ __typename?: 'Rede', id: string, nome: string }> } };

export type DashboardQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['String']['input']>;
}>;


export type DashboardQuery = { __typename?: 'Query', dashboard: { __typename?: 'Dashboard', parceirosCadastrados: number, parceirosPontuados: number, revendasCadastradas: number, revendasPontuadas: number, topParceirosPontuados: Array<{ __typename?: 'TopParceiroPontuado', id: string, nome: string, revenda?: string | null, totalPontos: string, totalVendido: string }>, topRevendasPontuadas: Array<{ __typename?: 'TopRevendaPontuada', id: string, nomeFantasia: string, totalPontos: string, totalVendido: string }> } };

export type LinhaChaveIntegracaoFragment = { __typename?: 'ChaveIntegracao', id: string, nome: string, plataforma: string, prefixo: string, criadoEm: string, criadoPor?: string | null, revogadaEm?: string | null, ultimoUsoEm?: string | null, ativa: boolean };

export type ChavesIntegracaoQueryVariables = Exact<{ [key: string]: never; }>;


export type ChavesIntegracaoQuery = { __typename?: 'Query', chavesIntegracao: Array<{ __typename?: 'ChaveIntegracao', id: string, nome: string, plataforma: string, prefixo: string, criadoEm: string, criadoPor?: string | null, revogadaEm?: string | null, ultimoUsoEm?: string | null, ativa: boolean }> };

export type CriarChaveIntegracaoMutationVariables = Exact<{
  input: CriarChaveIntegracaoInput;
}>;


export type CriarChaveIntegracaoMutation = { __typename?: 'Mutation', criarChaveIntegracao: { __typename?: 'ChaveCriadaPayload', resultado?: { __typename?: 'ChaveCriada', mensagem: string, segredo: string, chave: { __typename?: 'ChaveIntegracao', id: string, nome: string, plataforma: string, prefixo: string, criadoEm: string, criadoPor?: string | null, revogadaEm?: string | null, ultimoUsoEm?: string | null, ativa: boolean } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type RevogarChaveIntegracaoMutationVariables = Exact<{
  input: RevogarChaveIntegracaoInput;
}>;


export type RevogarChaveIntegracaoMutation = { __typename?: 'Mutation', revogarChaveIntegracao: { __typename?: 'ChaveRevogadaPayload', resultado?: { __typename?: 'ChaveRevogada', mensagem: string, chave: { __typename?: 'ChaveIntegracao', id: string, nome: string, plataforma: string, prefixo: string, criadoEm: string, criadoPor?: string | null, revogadaEm?: string | null, ultimoUsoEm?: string | null, ativa: boolean } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type EntrarUsuarioMutationVariables = Exact<{
  input: EntrarUsuarioInput;
}>;


export type EntrarUsuarioMutation = { __typename?: 'Mutation', entrarUsuario: { __typename?: 'EntrarUsuarioPayload', resultado?: { __typename?: 'SessaoUsuario', token: string, usuario: { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null }, redesAntifraude: Array<{ __typename?: 'RedeAntifraude', id: string, nome: string }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type TiposLogQueryVariables = Exact<{ [key: string]: never; }>;


export type TiposLogQuery = { __typename?: 'Query', tiposLog: Array<{ __typename?: 'TipoLog', tipo: string, titulo: string }> };

export type LogsQueryVariables = Exact<{
  input?: InputMaybe<ListaLogsInput>;
}>;


export type LogsQuery = { __typename?: 'Query', logs: { __typename?: 'LogPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Log', id: string, responsavel: string, tipo: string, titulo: string, parametros: string, resumo: Array<string>, criadoEm: string }> } };

export type CamposLojaFragment = { __typename?: 'Revenda', id: string, redeId: string, rede: string, codigo: string, cnpj: string, cnpjCddRevendaMaster?: string | null, nomeFantasia: string, razaoSocial?: string | null, responsavel?: string | null, email?: string | null, telefone?: string | null, celular?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, tipoPontuacao: TipoPontuacao, fatorPontuacao: number, cenario: CenarioLoja, resgateLiberado: boolean, lancamentoRelatorio: boolean, lancamentoManual: boolean, ativo: boolean, criadoEm: string };

export type LojasPaginadasQueryVariables = Exact<{
  input?: InputMaybe<ListaRevendasInput>;
}>;


export type LojasPaginadasQuery = { __typename?: 'Query', revendas: { __typename?: 'RevendaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Revenda', id: string, redeId: string, rede: string, codigo: string, cnpj: string, cnpjCddRevendaMaster?: string | null, nomeFantasia: string, razaoSocial?: string | null, responsavel?: string | null, email?: string | null, telefone?: string | null, celular?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, tipoPontuacao: TipoPontuacao, fatorPontuacao: number, cenario: CenarioLoja, resgateLiberado: boolean, lancamentoRelatorio: boolean, lancamentoManual: boolean, ativo: boolean, criadoEm: string }> } };

export type LojaPorCnpjQueryVariables = Exact<{
  cnpj: Scalars['String']['input'];
}>;


export type LojaPorCnpjQuery = { __typename?: 'Query', revendaPorCnpj?: { __typename?: 'Revenda', numeroParceiros?: number | null, totalVendas?: string | null, totalPontos?: string | null, saldoPontos?: string | null, ultimaPontuacao?: string | null, id: string, redeId: string, rede: string, codigo: string, cnpj: string, cnpjCddRevendaMaster?: string | null, nomeFantasia: string, razaoSocial?: string | null, responsavel?: string | null, email?: string | null, telefone?: string | null, celular?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, tipoPontuacao: TipoPontuacao, fatorPontuacao: number, cenario: CenarioLoja, resgateLiberado: boolean, lancamentoRelatorio: boolean, lancamentoManual: boolean, ativo: boolean, criadoEm: string } | null };

export type CodigoLojaEmUsoQueryVariables = Exact<{
  codigo: Scalars['String']['input'];
  exceto?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CodigoLojaEmUsoQuery = { __typename?: 'Query', revendaCodigoEmUso: boolean };

export type CriarLojaMutationVariables = Exact<{
  input: CriarRevendaInput;
}>;


export type CriarLojaMutation = { __typename?: 'Mutation', criarRevenda: { __typename?: 'RevendaPayload', resultado?: { __typename?: 'Revenda', id: string, cnpj: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarLojaMutationVariables = Exact<{
  input: AtualizarRevendaInput;
}>;


export type AtualizarLojaMutation = { __typename?: 'Mutation', atualizarRevenda: { __typename?: 'RevendaPayload', resultado?: { __typename?: 'Revenda', id: string, redeId: string, rede: string, codigo: string, cnpj: string, cnpjCddRevendaMaster?: string | null, nomeFantasia: string, razaoSocial?: string | null, responsavel?: string | null, email?: string | null, telefone?: string | null, celular?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, tipoPontuacao: TipoPontuacao, fatorPontuacao: number, cenario: CenarioLoja, resgateLiberado: boolean, lancamentoRelatorio: boolean, lancamentoManual: boolean, ativo: boolean, criadoEm: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarResgateLiberadoLojaMutationVariables = Exact<{
  input: AlterarResgateLiberadoInput;
}>;


export type AlterarResgateLiberadoLojaMutation = { __typename?: 'Mutation', alterarResgateLiberado: { __typename?: 'RevendaPayload', resultado?: { __typename?: 'Revenda', id: string, resgateLiberado: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarAtivoLojaMutationVariables = Exact<{
  input: AlterarAtivoRevendaInput;
}>;


export type AlterarAtivoLojaMutation = { __typename?: 'Mutation', alterarAtivoRevenda: { __typename?: 'RevendaPayload', resultado?: { __typename?: 'Revenda', id: string, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirLojaMutationVariables = Exact<{
  input: ExcluirRevendaInput;
}>;


export type ExcluirLojaMutation = { __typename?: 'Mutation', excluirRevenda: { __typename?: 'ExcluirRevendaPayload', resultado?: string | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ItemFotoVideoFragment = { __typename?: 'ResgateMidia', id: string, parceiro: string, premio: string, revenda: string, cidade?: string | null, rede: string, resgatadoEm: string, midia: { __typename?: 'Midia', id: string, linkArquivo: string, tipoArquivo: string, criadoEm: string } };

export type ResgateParaMidiaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResgateParaMidiaQuery = { __typename?: 'Query', resgateParaMidia?: { __typename?: 'Resgate', id: string, revenda: string, parceiro: string, qtde: number, redemptionCode: string, premio: { __typename?: 'ResgatePremio', nome: string, codigo: string } } | null };

export type FotosVideosQueryVariables = Exact<{
  input?: InputMaybe<FiltroFotosVideosInput>;
}>;


export type FotosVideosQuery = { __typename?: 'Query', fotosVideos: Array<{ __typename?: 'ResgateMidia', id: string, parceiro: string, premio: string, revenda: string, cidade?: string | null, rede: string, resgatadoEm: string, midia: { __typename?: 'Midia', id: string, linkArquivo: string, tipoArquivo: string, criadoEm: string } }> };

export type ExcluirFotoVideoMutationVariables = Exact<{
  input: ExcluirFotoVideoInput;
}>;


export type ExcluirFotoVideoMutation = { __typename?: 'Mutation', excluirFotoVideo: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AnexarFotoVideoMutationVariables = Exact<{
  input: AnexarFotoVideoInput;
}>;


export type AnexarFotoVideoMutation = { __typename?: 'Mutation', anexarFotoVideo: { __typename?: 'MidiaAnexadaPayload', resultado?: { __typename?: 'MidiaAnexada', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaOfertaFragment = { __typename?: 'Oferta', id: string, offerId: string, codigo: string, nome: string, parceiro: string, experiencia: string, categoria: string, tipo: string, pontos: string, pontosAlternativo?: string | null, pontosDesconto?: string | null, ativo: boolean, validoAte?: string | null, expirada: boolean };

export type OfertasQueryVariables = Exact<{
  input?: InputMaybe<ListaOfertasInput>;
}>;


export type OfertasQuery = { __typename?: 'Query', ofertas: { __typename?: 'OfertaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Oferta', id: string, offerId: string, codigo: string, nome: string, parceiro: string, experiencia: string, categoria: string, tipo: string, pontos: string, pontosAlternativo?: string | null, pontosDesconto?: string | null, ativo: boolean, validoAte?: string | null, expirada: boolean }> } };

export type EditarPontosOfertaMutationVariables = Exact<{
  input: EditarPontosOfertaInput;
}>;


export type EditarPontosOfertaMutation = { __typename?: 'Mutation', editarPontosOferta: { __typename?: 'OfertaPayload', resultado?: { __typename?: 'Oferta', id: string, offerId: string, codigo: string, nome: string, parceiro: string, experiencia: string, categoria: string, tipo: string, pontos: string, pontosAlternativo?: string | null, pontosDesconto?: string | null, ativo: boolean, validoAte?: string | null, expirada: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AplicarDescontoOfertasMutationVariables = Exact<{
  input: AplicarDescontoOfertasInput;
}>;


export type AplicarDescontoOfertasMutation = { __typename?: 'Mutation', aplicarDescontoOfertas: { __typename?: 'ResultadoDescontoOfertasPayload', resultado?: { __typename?: 'ResultadoDescontoOfertas', mensagem: string, ofertas: Array<{ __typename?: 'Oferta', id: string, offerId: string, codigo: string, nome: string, parceiro: string, experiencia: string, categoria: string, tipo: string, pontos: string, pontosAlternativo?: string | null, pontosDesconto?: string | null, ativo: boolean, validoAte?: string | null, expirada: boolean }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type SincronizarOfertasMutationVariables = Exact<{ [key: string]: never; }>;


export type SincronizarOfertasMutation = { __typename?: 'Mutation', sincronizarOfertas: { __typename?: 'SincronizarOfertasPayload', resultado?: { __typename?: 'ResultadoSincronizacaoOfertas', atualizadas: number, criadas: number, total: number } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type MeuPerfilQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuPerfilQuery = { __typename?: 'Query', eu: { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } };

export type AtualizarMeuPerfilMutationVariables = Exact<{
  input: AtualizarMeuPerfilInput;
}>;


export type AtualizarMeuPerfilMutation = { __typename?: 'Mutation', atualizarMeuPerfil: { __typename?: 'UsuarioPayload', resultado?: { __typename?: 'Usuario', id: string, nome: string, cpf: string, email?: string | null, permissao: number, idRevendasPermitidas?: string | null, idRedesPermitidas?: string | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ItemPesquisaMercadoCamposFragment = { __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string };

export type PesquisaMercadoCamposFragment = { __typename?: 'PesquisaMercado', id: string, revendaId: string, cnpjRevenda: string, revenda: string, redeId: string, rede: string, cidade: string, categoria: string, comunicacao: string, qtdeVendedores: number, faturamento: string, mediaMensal: string, share: number, qtdeProdutosVendidos: number, fonte: FontePesquisa, criadoEm: string, produtosMaisVendidos: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }>, produtosMaisVendidosConcorrentes: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }> };

export type PesquisasMercadoQueryVariables = Exact<{
  input?: InputMaybe<ListaPesquisasMercadoInput>;
}>;


export type PesquisasMercadoQuery = { __typename?: 'Query', pesquisasMercado: { __typename?: 'PesquisaMercadoPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'PesquisaMercado', id: string, revendaId: string, cnpjRevenda: string, revenda: string, redeId: string, rede: string, cidade: string, categoria: string, comunicacao: string, qtdeVendedores: number, faturamento: string, mediaMensal: string, share: number, qtdeProdutosVendidos: number, fonte: FontePesquisa, criadoEm: string, produtosMaisVendidos: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }>, produtosMaisVendidosConcorrentes: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }> }> } };

export type CriarPesquisaMercadoMutationVariables = Exact<{
  input: CriarPesquisaMercadoInput;
}>;


export type CriarPesquisaMercadoMutation = { __typename?: 'Mutation', criarPesquisaMercado: { __typename?: 'PesquisaMercadoPayload', resultado?: { __typename?: 'PesquisaMercado', id: string, revendaId: string, cnpjRevenda: string, revenda: string, redeId: string, rede: string, cidade: string, categoria: string, comunicacao: string, qtdeVendedores: number, faturamento: string, mediaMensal: string, share: number, qtdeProdutosVendidos: number, fonte: FontePesquisa, criadoEm: string, produtosMaisVendidos: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }>, produtosMaisVendidosConcorrentes: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarPesquisaMercadoMutationVariables = Exact<{
  input: AtualizarPesquisaMercadoInput;
}>;


export type AtualizarPesquisaMercadoMutation = { __typename?: 'Mutation', atualizarPesquisaMercado: { __typename?: 'PesquisaMercadoPayload', resultado?: { __typename?: 'PesquisaMercado', id: string, revendaId: string, cnpjRevenda: string, revenda: string, redeId: string, rede: string, cidade: string, categoria: string, comunicacao: string, qtdeVendedores: number, faturamento: string, mediaMensal: string, share: number, qtdeProdutosVendidos: number, fonte: FontePesquisa, criadoEm: string, produtosMaisVendidos: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }>, produtosMaisVendidosConcorrentes: Array<{ __typename?: 'ItemPesquisaMercado', marca?: string | null, produto: string, qtde: number, valorUnitario: string }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirPesquisaMercadoMutationVariables = Exact<{
  input: ExcluirPesquisaMercadoInput;
}>;


export type ExcluirPesquisaMercadoMutation = { __typename?: 'Mutation', excluirPesquisaMercado: { __typename?: 'ExcluirPesquisaMercadoPayload', resultado?: string | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type CidadeDaLojaPesquisaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CidadeDaLojaPesquisaQuery = { __typename?: 'Query', revenda?: { __typename?: 'Revenda', id: string, endCidade?: string | null } | null };

export type ResumoExpiracaoQueryVariables = Exact<{
  input?: InputMaybe<RelatorioExpiracaoInput>;
}>;


export type ResumoExpiracaoQuery = { __typename?: 'Query', relatorioExpiracao: { __typename?: 'RelatorioExpiracao', ate: string, parceiros: number, pontos: string, linhas: Array<{ __typename?: 'LinhaExpiracao', parceiroId: string, cpf: string, nome: string, loja: string, rede: string, pontos: string, vencimento: string, ativo: boolean }> } };

export type ExpirarPontosMutationVariables = Exact<{ [key: string]: never; }>;


export type ExpirarPontosMutation = { __typename?: 'Mutation', expirarPontos: { __typename?: 'ResultadoExpiracaoPayload', resultado?: { __typename?: 'ResultadoExpiracao', mensagem: string, parceiros: number, pontos: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ReativarPontosMutationVariables = Exact<{
  input: ReativarPontosInput;
}>;


export type ReativarPontosMutation = { __typename?: 'Mutation', reativarPontos: { __typename?: 'ResultadoReativacaoPayload', resultado?: { __typename?: 'ResultadoReativacao', success: boolean, message: string, dia: string, parceiros: number, pontos: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type VencimentosPorRedeQueryVariables = Exact<{
  input?: InputMaybe<VencimentosPorRedeInput>;
}>;


export type VencimentosPorRedeQuery = { __typename?: 'Query', vencimentosPorRede: { __typename?: 'RelatorioVencimentos', agrupamento: AgrupamentoVencimentos, dias: number, ate: string, parceiros: number, pontos: string, linhas: Array<{ __typename?: 'GrupoVencimento', id: string, nome: string, parceiros: number, pontos: string, primeiroVencimento: string }> } };

export type LinhaPontuacaoEncerradaFragment = { __typename?: 'PontuacaoEncerrada', id: string, parceiro: string, cpf: string, codRevenda: string, revenda: string, rede: string, status: StatusPontuacao, criadoEm: string, atualizadoEm: string, reprovadoPor?: string | null, reprovadoMotivo?: string | null, linkArquivo?: string | null, tipoArquivo?: string | null, origem: OrigemPontuacao };

export type PontuacoesEncerradasQueryVariables = Exact<{
  input?: InputMaybe<ListaPontuacoesEncerradasInput>;
}>;


export type PontuacoesEncerradasQuery = { __typename?: 'Query', pontuacoesEncerradas: { __typename?: 'PontuacaoEncerradaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'PontuacaoEncerrada', id: string, parceiro: string, cpf: string, codRevenda: string, revenda: string, rede: string, status: StatusPontuacao, criadoEm: string, atualizadoEm: string, reprovadoPor?: string | null, reprovadoMotivo?: string | null, linkArquivo?: string | null, tipoArquivo?: string | null, origem: OrigemPontuacao }> } };

export type RetornarPontuacaoPendenteMutationVariables = Exact<{
  input: RetornarPontuacaoPendenteInput;
}>;


export type RetornarPontuacaoPendenteMutation = { __typename?: 'Mutation', retornarPontuacaoPendente: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinkExportacaoPontuacoesEncerradasQueryVariables = Exact<{
  input: ExportarPontuacoesEncerradasInput;
}>;


export type LinkExportacaoPontuacoesEncerradasQuery = { __typename?: 'Query', linkExportacaoPontuacoesEncerradas: string };

export type LinhaPontuacaoPendenteFragment = { __typename?: 'PontuacaoPendente', id: string, parceiroId: string, parceiro: string, cpf: string, revenda: string, codRevenda: string, cnpj: string, cidade?: string | null, origem: OrigemPontuacao, linkArquivo?: string | null, tipoArquivo?: string | null, criadoEm: string, itens: Array<{ __typename?: 'ItemDigitadoPontuacao', codigo: string, produtoId: string, descricao: string, valor: string, pontos: string }> };

export type PontuacoesPendentesQueryVariables = Exact<{
  input?: InputMaybe<ListaPontuacoesPendentesInput>;
}>;


export type PontuacoesPendentesQuery = { __typename?: 'Query', pontuacoesPendentes: { __typename?: 'PontuacaoPendentePagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'PontuacaoPendente', id: string, parceiroId: string, parceiro: string, cpf: string, revenda: string, codRevenda: string, cnpj: string, cidade?: string | null, origem: OrigemPontuacao, linkArquivo?: string | null, tipoArquivo?: string | null, criadoEm: string, itens: Array<{ __typename?: 'ItemDigitadoPontuacao', codigo: string, produtoId: string, descricao: string, valor: string, pontos: string }> }> } };

export type EncerrarPontuacaoMutationVariables = Exact<{
  input: EncerrarPontuacaoInput;
}>;


export type EncerrarPontuacaoMutation = { __typename?: 'Mutation', encerrarPontuacao: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ReprovarPontuacaoMutationVariables = Exact<{
  input: ReprovarPontuacaoInput;
}>;


export type ReprovarPontuacaoMutation = { __typename?: 'Mutation', reprovarPontuacao: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaVendaPontuadaFragment = { __typename?: 'VendaPontuada', id: string, parceiro: string, cpf: string, revenda: string, cnpj: string, codRevenda: string, rede: string, cidade?: string | null, identificador?: string | null, tipoFiscal: TipoFiscal, totalVenda: string, totalPontos: string, valorCusto?: string | null, realizadoEm: string, pontuadoEm: string, venceEm?: string | null, criadoEm: string, qtdItens: number, linkArquivo?: string | null, tipoArquivo?: string | null, aprovadoPor?: string | null, status: StatusVendaPontuada, cancelada: boolean, idPontuacao?: string | null, reprovadoMotivo?: string | null };

export type VendasPontuadasQueryVariables = Exact<{
  input?: InputMaybe<ListaVendasPontuadasInput>;
}>;


export type VendasPontuadasQuery = { __typename?: 'Query', vendasPontuadas: { __typename?: 'VendaPontuadaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'VendaPontuada', id: string, parceiro: string, cpf: string, revenda: string, cnpj: string, codRevenda: string, rede: string, cidade?: string | null, identificador?: string | null, tipoFiscal: TipoFiscal, totalVenda: string, totalPontos: string, valorCusto?: string | null, realizadoEm: string, pontuadoEm: string, venceEm?: string | null, criadoEm: string, qtdItens: number, linkArquivo?: string | null, tipoArquivo?: string | null, aprovadoPor?: string | null, status: StatusVendaPontuada, cancelada: boolean, idPontuacao?: string | null, reprovadoMotivo?: string | null }> } };

export type VendasDoVendedorQueryVariables = Exact<{
  input: VendasDoVendedorInput;
}>;


export type VendasDoVendedorQuery = { __typename?: 'Query', vendasDoVendedor?: Array<{ __typename?: 'VendaPontuada', id: string, parceiro: string, cpf: string, revenda: string, cnpj: string, codRevenda: string, rede: string, cidade?: string | null, identificador?: string | null, tipoFiscal: TipoFiscal, totalVenda: string, totalPontos: string, valorCusto?: string | null, realizadoEm: string, pontuadoEm: string, venceEm?: string | null, criadoEm: string, qtdItens: number, linkArquivo?: string | null, tipoArquivo?: string | null, aprovadoPor?: string | null, status: StatusVendaPontuada, cancelada: boolean, idPontuacao?: string | null, reprovadoMotivo?: string | null }> | null };

export type ItensDaVendaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ItensDaVendaQuery = { __typename?: 'Query', itensDaVenda?: Array<{ __typename?: 'ItemVendaPontuada', id: string, codigo: string, descricao: string, qtde: number, valorUnitario: string, valorDesconto: string, subTotal: string, valorPontos: string }> | null };

export type HistoricoDaVendaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type HistoricoDaVendaQuery = { __typename?: 'Query', historicoDaVenda?: Array<{ __typename?: 'HistoricoStatusVenda', id: string, created_at: string, status_anterior?: string | null, status_novo: string, justificativa?: string | null, usuario: { __typename?: 'UsuarioHistorico', nome?: string | null } }> | null };

export type MotivoReprovacaoDaVendaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MotivoReprovacaoDaVendaQuery = { __typename?: 'Query', motivoReprovacaoDaVenda?: { __typename?: 'MotivoReprovacaoVenda', reprovadoMotivo: string, reprovadoEm: string, reprovadoPor?: string | null } | null };

export type ProdutosMaisVendidosQueryVariables = Exact<{
  input?: InputMaybe<ProdutosMaisVendidosInput>;
}>;


export type ProdutosMaisVendidosQuery = { __typename?: 'Query', produtosMaisVendidos: Array<{ __typename?: 'ProdutoMaisVendido', produtoId: string, codigo: string, produto: string, quantidade: number, valorTotal: string, totalPontos: string, vendas: number }> };

export type CancelarVendaPontuadaMutationVariables = Exact<{
  input: CancelarVendaPontuadaInput;
}>;


export type CancelarVendaPontuadaMutation = { __typename?: 'Mutation', cancelarVendaPontuada: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string, codigo: string }> } };

export type RetornarVendaPendenteMutationVariables = Exact<{
  input: RetornarVendaPendenteInput;
}>;


export type RetornarVendaPendenteMutation = { __typename?: 'Mutation', retornarVendaPendente: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string, codigo: string }> } };

export type EditarVendaPontuadaMutationVariables = Exact<{
  input: EditarVendaPontuadaInput;
}>;


export type EditarVendaPontuadaMutation = { __typename?: 'Mutation', editarVendaPontuada: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string, codigo: string }> } };

export type LinkExportacaoPontuacoesQueryVariables = Exact<{
  input: ExportarPontuacoesInput;
}>;


export type LinkExportacaoPontuacoesQuery = { __typename?: 'Query', linkExportacaoPontuacoes: string };

export type LinhaPremioFragment = { __typename?: 'Premio', id: string, nome: string, descricao: string, codigo: string, custoTotal: string, tipo: TipoPremio, ativo: boolean, pontos: string, pontosAlternativo?: string | null, diretorioFoto?: string | null };

export type PremiosQueryVariables = Exact<{
  input?: InputMaybe<ListaPremiosInput>;
}>;


export type PremiosQuery = { __typename?: 'Query', premios: { __typename?: 'PremioPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Premio', id: string, nome: string, descricao: string, codigo: string, custoTotal: string, tipo: TipoPremio, ativo: boolean, pontos: string, pontosAlternativo?: string | null, diretorioFoto?: string | null }> } };

export type PremiosPorCodigoQueryVariables = Exact<{
  codigo: Scalars['String']['input'];
}>;


export type PremiosPorCodigoQuery = { __typename?: 'Query', premiosPorCodigo: Array<{ __typename?: 'Premio', id: string }> };

export type AlterarAtivoPremioMutationVariables = Exact<{
  input: AlterarAtivoPremioInput;
}>;


export type AlterarAtivoPremioMutation = { __typename?: 'Mutation', alterarAtivoPremio: { __typename?: 'PremioPayload', resultado?: { __typename?: 'Premio', id: string, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirPremioMutationVariables = Exact<{
  input: ExcluirPremioInput;
}>;


export type ExcluirPremioMutation = { __typename?: 'Mutation', excluirPremio: { __typename?: 'ExcluirPremioPayload', resultado?: boolean | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaProdutoRevendaFragment = { __typename?: 'ProdutoRevenda', id: string, revendaId: string, cnpjRevenda: string, nomeRevenda: string, produtoId: string, codigoPadrao: string, nomePadrao: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, valorPontosHerdado: boolean, ativo: boolean };

export type ProdutosRevendaPaginadosQueryVariables = Exact<{
  input?: InputMaybe<ListaProdutosRevendaInput>;
}>;


export type ProdutosRevendaPaginadosQuery = { __typename?: 'Query', produtosRevenda: { __typename?: 'ProdutoRevendaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'ProdutoRevenda', id: string, revendaId: string, cnpjRevenda: string, nomeRevenda: string, produtoId: string, codigoPadrao: string, nomePadrao: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, valorPontosHerdado: boolean, ativo: boolean }> } };

export type CriarProdutoRevendaMutationVariables = Exact<{
  input: ProdutoRevendaInput;
}>;


export type CriarProdutoRevendaMutation = { __typename?: 'Mutation', criarProdutoRevenda: { __typename?: 'ProdutoRevendaPayload', resultado?: { __typename?: 'ProdutoRevenda', id: string, revendaId: string, cnpjRevenda: string, nomeRevenda: string, produtoId: string, codigoPadrao: string, nomePadrao: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, valorPontosHerdado: boolean, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarProdutoRevendaMutationVariables = Exact<{
  input: AtualizarProdutoRevendaInput;
}>;


export type AtualizarProdutoRevendaMutation = { __typename?: 'Mutation', atualizarProdutoRevenda: { __typename?: 'ProdutoRevendaPayload', resultado?: { __typename?: 'ProdutoRevenda', id: string, revendaId: string, cnpjRevenda: string, nomeRevenda: string, produtoId: string, codigoPadrao: string, nomePadrao: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, valorPontosHerdado: boolean, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarAtivoProdutoRevendaMutationVariables = Exact<{
  input: AlterarAtivoProdutoRevendaInput;
}>;


export type AlterarAtivoProdutoRevendaMutation = { __typename?: 'Mutation', alterarAtivoProdutoRevenda: { __typename?: 'ProdutoRevendaPayload', resultado?: { __typename?: 'ProdutoRevenda', id: string, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirProdutoRevendaMutationVariables = Exact<{
  input: ExcluirProdutoRevendaInput;
}>;


export type ExcluirProdutoRevendaMutation = { __typename?: 'Mutation', excluirProdutoRevenda: { __typename?: 'ExcluirProdutoRevendaPayload', resultado?: boolean | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinkExportacaoProdutosRevendaQueryVariables = Exact<{
  input?: InputMaybe<ExportarProdutosRevendaInput>;
}>;


export type LinkExportacaoProdutosRevendaQuery = { __typename?: 'Query', linkExportacaoProdutosRevenda: string };

export type LinhaProdutoFragment = { __typename?: 'Produto', id: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, codigoBarras?: string | null, ativo: boolean };

export type ProdutosQueryVariables = Exact<{
  input?: InputMaybe<ListaProdutosInput>;
}>;


export type ProdutosQuery = { __typename?: 'Query', produtos: { __typename?: 'ProdutoPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Produto', id: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, codigoBarras?: string | null, ativo: boolean }> } };

export type ProdutosPorCodigoQueryVariables = Exact<{
  codigo: Scalars['String']['input'];
}>;


export type ProdutosPorCodigoQuery = { __typename?: 'Query', produtosPorCodigo: Array<{ __typename?: 'Produto', id: string, codigo: string, nome: string, valorPontos: string }> };

export type CriarProdutoMutationVariables = Exact<{
  input: ProdutoInput;
}>;


export type CriarProdutoMutation = { __typename?: 'Mutation', criarProduto: { __typename?: 'ProdutoPayload', resultado?: { __typename?: 'Produto', id: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, codigoBarras?: string | null, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarProdutoMutationVariables = Exact<{
  input: AtualizarProdutoInput;
}>;


export type AtualizarProdutoMutation = { __typename?: 'Mutation', atualizarProduto: { __typename?: 'ProdutoPayload', resultado?: { __typename?: 'Produto', id: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string, codigoBarras?: string | null, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarAtivoProdutoMutationVariables = Exact<{
  input: AlterarAtivoProdutoInput;
}>;


export type AlterarAtivoProdutoMutation = { __typename?: 'Mutation', alterarAtivoProduto: { __typename?: 'StatusProdutoAlteradoPayload', resultado?: { __typename?: 'StatusProdutoAlterado', produtosRevendaAtualizados: number, produto: { __typename?: 'Produto', id: string, ativo: boolean } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirProdutoMutationVariables = Exact<{
  input: ExcluirProdutoInput;
}>;


export type ExcluirProdutoMutation = { __typename?: 'Mutation', excluirProduto: { __typename?: 'ExcluirProdutoPayload', resultado?: boolean | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LinhaRedeFragment = { __typename?: 'Rede', id: string, nome: string, regiao?: string | null, valorPonto?: string | null, ativo: boolean, numeroRevendas?: number | null, numeroParceiros?: number | null, totalVendas?: string | null, totalPontos?: string | null, saldoPontos?: string | null, ultimaPontuacao?: string | null };

export type RedesQueryVariables = Exact<{
  input?: InputMaybe<ListaRedesInput>;
}>;


export type RedesQuery = { __typename?: 'Query', redes: { __typename?: 'RedePagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Rede', id: string, nome: string, regiao?: string | null, valorPonto?: string | null, ativo: boolean, numeroRevendas?: number | null, numeroParceiros?: number | null, totalVendas?: string | null, totalPontos?: string | null, saldoPontos?: string | null, ultimaPontuacao?: string | null }> } };

export type CriarRedeMutationVariables = Exact<{
  input: CriarRedeInput;
}>;


export type CriarRedeMutation = { __typename?: 'Mutation', criarRede: { __typename?: 'RedePayload', resultado?: { __typename?: 'Rede', id: string, nome: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarRedeMutationVariables = Exact<{
  input: AtualizarRedeInput;
}>;


export type AtualizarRedeMutation = { __typename?: 'Mutation', atualizarRede: { __typename?: 'RedePayload', resultado?: { __typename?: 'Rede', id: string, nome: string, regiao?: string | null, valorPonto?: string | null, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarAtivoRedeMutationVariables = Exact<{
  input: AlterarAtivoRedeInput;
}>;


export type AlterarAtivoRedeMutation = { __typename?: 'Mutation', alterarAtivoRede: { __typename?: 'RedePayload', resultado?: { __typename?: 'Rede', id: string, ativo: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirRedeMutationVariables = Exact<{
  input: ExcluirRedeInput;
}>;


export type ExcluirRedeMutation = { __typename?: 'Mutation', excluirRede: { __typename?: 'ExcluirRedePayload', resultado?: string | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type TarefaRelatorioCamposFragment = { __typename?: 'TarefaRelatorio', id: string, tipo: TipoRelatorio, nome: string, status: StatusTarefa, progresso: number, etapa?: string | null, erro?: string | null, resultado?: string | null, parametros: string, criadoEm: string, concluidoEm?: string | null };

export type TarefasRelatoriosQueryVariables = Exact<{ [key: string]: never; }>;


export type TarefasRelatoriosQuery = { __typename?: 'Query', tarefasRelatorios: Array<{ __typename?: 'TarefaRelatorio', id: string, tipo: TipoRelatorio, nome: string, status: StatusTarefa, progresso: number, etapa?: string | null, erro?: string | null, resultado?: string | null, parametros: string, criadoEm: string, concluidoEm?: string | null }> };

export type GerarRelatorioMutationVariables = Exact<{
  input: GerarRelatorioInput;
}>;


export type GerarRelatorioMutation = { __typename?: 'Mutation', gerarRelatorio: { __typename?: 'GeracaoRelatorioPayload', resultado?: { __typename?: 'GeracaoRelatorio', mensagem: string, tarefa: { __typename?: 'TarefaRelatorio', id: string, tipo: TipoRelatorio, nome: string, status: StatusTarefa, progresso: number, etapa?: string | null, erro?: string | null, resultado?: string | null, parametros: string, criadoEm: string, concluidoEm?: string | null } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type TarefaRelatorioQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TarefaRelatorioQuery = { __typename?: 'Query', tarefaRelatorio?: { __typename?: 'TarefaRelatorio', id: string, tipo: TipoRelatorio, nome: string, status: StatusTarefa, progresso: number, etapa?: string | null, erro?: string | null, resultado?: string | null, parametros: string, criadoEm: string, concluidoEm?: string | null } | null };

export type AnotacaoCamposFragment = { __typename?: 'AnotacaoRelatorio', nome: string, criadoEm: string, parametros: { __typename?: 'ParametrosAnotacao', observacao?: string | null, quantidade?: number | null, saldo?: number | null, data?: string | null } };

export type MensuracaoQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['ID']['input']>;
}>;


export type MensuracaoQuery = { __typename?: 'Query', mensuracao: Array<{ __typename?: 'LinhaMensuracao', redeId: string, rede: string, mesesAtendidosAntes: number, mediaMensal?: string | null, mediaMensalPos?: string | null, resultadoMensal?: number | null, mediaSemanal?: string | null, mediaSemanalPos?: string | null, resultadoSemanal?: number | null, totalVendidoPos: string, mesesAtendidosPos: number, dataCadastro: string, observacao?: string | null }> };

export type ObservarMensuracaoMutationVariables = Exact<{
  input: ObservarMensuracaoInput;
}>;


export type ObservarMensuracaoMutation = { __typename?: 'Mutation', observarMensuracao: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ObservacoesMensuracaoQueryVariables = Exact<{
  rede: Scalars['ID']['input'];
}>;


export type ObservacoesMensuracaoQuery = { __typename?: 'Query', observacoesMensuracao: Array<{ __typename?: 'AnotacaoRelatorio', nome: string, criadoEm: string, parametros: { __typename?: 'ParametrosAnotacao', observacao?: string | null, quantidade?: number | null, saldo?: number | null, data?: string | null } }> };

export type TaxaSucessoQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['ID']['input']>;
  ano: Scalars['Int']['input'];
  mes: Scalars['Int']['input'];
}>;


export type TaxaSucessoQuery = { __typename?: 'Query', taxaSucesso: Array<{ __typename?: 'LinhaTaxaSucesso', redeId: string, rede: string, produto: string, codProduto: string, valorUnitarioProduto: string, mes: string, ano: number, qtdVendidaAntes: number, mesesAtendidoAntes: number, mediaMensal?: number | null, qtdVendida: number, aumentoVendas?: number | null, aumentoVendasDinheiro?: string | null, taxaSucesso?: number | null }> };

export type AntifraudeQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AntifraudeQuery = { __typename?: 'Query', antifraude: Array<{ __typename?: 'LinhaAntifraude', redeId: string, rede: string, produtoId: string, codProduto: string, produto: string, qtdVendida: number, qtdPontuada: number, liberado: number, qtdAf: number, pontosUnitario: string, saldoPontos: string, observacao?: string | null }> };

export type ObservarAntifraudeMutationVariables = Exact<{
  input: ObservarAntifraudeInput;
}>;


export type ObservarAntifraudeMutation = { __typename?: 'Mutation', observarAntifraude: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LiberarAntifraudeMutationVariables = Exact<{
  input: LiberarAntifraudeInput;
}>;


export type LiberarAntifraudeMutation = { __typename?: 'Mutation', liberarAntifraude: { __typename?: 'LiberacaoAntifraudePayload', resultado?: { __typename?: 'LiberacaoAntifraude', mensagem: string, redesAntifraude: Array<{ __typename?: 'RedeAntifraude', id: string, nome: string }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ObservacoesAntifraudeQueryVariables = Exact<{
  rede: Scalars['ID']['input'];
  codProduto: Scalars['String']['input'];
}>;


export type ObservacoesAntifraudeQuery = { __typename?: 'Query', observacoesAntifraude: Array<{ __typename?: 'AnotacaoRelatorio', nome: string, criadoEm: string, parametros: { __typename?: 'ParametrosAnotacao', observacao?: string | null, quantidade?: number | null, saldo?: number | null, data?: string | null } }> };

export type LiberacoesAntifraudeQueryVariables = Exact<{
  rede: Scalars['ID']['input'];
  codProduto: Scalars['String']['input'];
}>;


export type LiberacoesAntifraudeQuery = { __typename?: 'Query', liberacoesAntifraude: Array<{ __typename?: 'AnotacaoRelatorio', nome: string, criadoEm: string, parametros: { __typename?: 'ParametrosAnotacao', observacao?: string | null, quantidade?: number | null, saldo?: number | null, data?: string | null } }> };

export type HistoricoQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['ID']['input']>;
  ano?: InputMaybe<Scalars['Int']['input']>;
}>;


export type HistoricoQuery = { __typename?: 'Query', historico: Array<{ __typename?: 'LinhaHistorico', redeId: string, rede: string, janeiro: string, fevereiro: string, marco: string, abril: string, maio: string, junho: string, julho: string, agosto: string, setembro: string, outubro: string, novembro: string, dezembro: string, total: string }> };

export type HistoricoPrimeiraDataQueryVariables = Exact<{ [key: string]: never; }>;


export type HistoricoPrimeiraDataQuery = { __typename?: 'Query', historicoPrimeiraData?: string | null };

export type SerieComprasVendasQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['ID']['input']>;
  ano: Scalars['Int']['input'];
}>;


export type SerieComprasVendasQuery = { __typename?: 'Query', serieComprasVendas: Array<{ __typename?: 'PontoSerieMensal', mes: string, compras: string, vendas: string, qtdComprada: number, qtdVendida: number }> };

export type ProdutosVendidosQueryVariables = Exact<{
  revenda?: InputMaybe<Scalars['String']['input']>;
  ano: Scalars['Int']['input'];
}>;


export type ProdutosVendidosQuery = { __typename?: 'Query', produtosVendidos: Array<{ __typename?: 'ProdutoVendido', revenda: string, cnpj: string, mes: string, codProduto: string, produto: string, quantidade: number, valorUnitarioMedio: string, valorTotal: string, totalPontuado: string }> };

export type ComprasPontuacaoQueryVariables = Exact<{
  rede?: InputMaybe<Scalars['ID']['input']>;
  ano: Scalars['Int']['input'];
  mes: Scalars['Int']['input'];
}>;


export type ComprasPontuacaoQuery = { __typename?: 'Query', comprasPontuacao: Array<{ __typename?: 'LinhaComprasPontuacao', redeId: string, rede: string, codProduto: string, produto: string, dataUltimoPedido?: string | null, qtdUltimoPedido?: number | null, dataPenultimoPedido?: string | null, qtdPenultimoPedido?: number | null, qtdVendida: number, qtdPontuada: number, saldoEstoqueRegional?: number | null, saldoEstoque?: number | null }> };

export type RegistrarSaldoEstoqueMutationVariables = Exact<{
  input: RegistrarSaldoEstoqueInput;
}>;


export type RegistrarSaldoEstoqueMutation = { __typename?: 'Mutation', registrarSaldoEstoque: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type LiberacoesEstoqueQueryVariables = Exact<{
  rede: Scalars['ID']['input'];
  codProduto: Scalars['String']['input'];
}>;


export type LiberacoesEstoqueQuery = { __typename?: 'Query', liberacoesEstoque: Array<{ __typename?: 'AnotacaoRelatorio', nome: string, criadoEm: string, parametros: { __typename?: 'ParametrosAnotacao', observacao?: string | null, quantidade?: number | null, saldo?: number | null, data?: string | null } }> };

export type RelatorioExternoQueryVariables = Exact<{ [key: string]: never; }>;


export type RelatorioExternoQuery = { __typename?: 'Query', relatorioExterno: { __typename?: 'RelatorioExterno', url?: string | null, mensagem?: string | null } };

export type RedesEmAlertaQueryVariables = Exact<{ [key: string]: never; }>;


export type RedesEmAlertaQuery = { __typename?: 'Query', redesAntifraude: Array<{ __typename?: 'RedeAntifraude', id: string, nome: string }> };

export type RelatorioGeradoEmQueryVariables = Exact<{
  tipo: TipoRelatorio;
}>;


export type RelatorioGeradoEmQuery = { __typename?: 'Query', relatorioGeradoEm?: string | null };

export type LinhaResgateFragment = { __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } };

export type ResgatesPainelQueryVariables = Exact<{
  input?: InputMaybe<ListaResgatesInput>;
}>;


export type ResgatesPainelQuery = { __typename?: 'Query', resgates: { __typename?: 'ResgatePagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } }> } };

export type CancelarResgateMutationVariables = Exact<{
  input: CancelarResgateInput;
}>;


export type CancelarResgateMutation = { __typename?: 'Mutation', cancelarResgate: { __typename?: 'ResgateAlteradoPayload', resultado?: { __typename?: 'ResgateAlterado', mensagem: string, resgate: { __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarStatusResgateMutationVariables = Exact<{
  input: AlterarStatusResgateInput;
}>;


export type AlterarStatusResgateMutation = { __typename?: 'Mutation', alterarStatusResgate: { __typename?: 'ResgateAlteradoPayload', resultado?: { __typename?: 'ResgateAlterado', mensagem: string, resgate: { __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarStatusResgatesEmLoteMutationVariables = Exact<{
  input: AlterarStatusResgatesEmLoteInput;
}>;


export type AlterarStatusResgatesEmLoteMutation = { __typename?: 'Mutation', alterarStatusResgatesEmLote: { __typename?: 'ResgatesAlteradosEmLotePayload', resultado?: { __typename?: 'ResgatesAlteradosEmLote', mensagem: string, ignorados: Array<string>, resgates: Array<{ __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarDataEntregaResgateMutationVariables = Exact<{
  input: AlterarDataEntregaResgateInput;
}>;


export type AlterarDataEntregaResgateMutation = { __typename?: 'Mutation', alterarDataEntregaResgate: { __typename?: 'ResgateAlteradoPayload', resultado?: { __typename?: 'ResgateAlterado', mensagem: string, resgate: { __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarObservacaoResgateMutationVariables = Exact<{
  input: AlterarObservacaoResgateInput;
}>;


export type AlterarObservacaoResgateMutation = { __typename?: 'Mutation', alterarObservacaoResgate: { __typename?: 'ResgateAlteradoPayload', resultado?: { __typename?: 'ResgateAlterado', mensagem: string, resgate: { __typename?: 'Resgate', id: string, redemptionCode: string, parceiro: string, revenda: string, cidade?: string | null, rede?: string | null, qtde: number, obs?: string | null, escolhaMembro?: string | null, pontosGastos: string, status: StatusResgate, nomeStatus: string, resgatadoEm: string, dataEntrega?: string | null, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type CorrecoesPontuacaoQueryVariables = Exact<{ [key: string]: never; }>;


export type CorrecoesPontuacaoQuery = { __typename?: 'Query', correcoesPontuacao: { __typename?: 'CorrecoesPontuacao', vendasCorrigir: Array<{ __typename?: 'VendaCorrigir', idVenda: string, revenda: string, parceiro: string, cpf: string, identificador: string, pontuacaoAtual: string, pontuacaoNova: string, aPontuar: string }> } };

export type CorrigirPontuacaoMutationVariables = Exact<{
  input: CorrigirPontuacaoInput;
}>;


export type CorrigirPontuacaoMutation = { __typename?: 'Mutation', corrigirPontuacao: { __typename?: 'CorrecaoAplicadaPayload', resultado?: { __typename?: 'CorrecaoAplicada', mensagem: string, idVenda: string, aplicado: string, restante: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type NovaVendaParceiroQueryVariables = Exact<{
  cpf: Scalars['String']['input'];
}>;


export type NovaVendaParceiroQuery = { __typename?: 'Query', parceiroPorCpf?: { __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, ativo: boolean, revenda: string, codRevenda: string, cnpjRevenda: string } | null };

export type NovaVendaProdutoQueryVariables = Exact<{
  codigo: Scalars['String']['input'];
}>;


export type NovaVendaProdutoQuery = { __typename?: 'Query', produtosPorCodigo: Array<{ __typename?: 'Produto', id: string, codigo: string, nome: string, valorUnitario: string, valorPontos: string }> };

export type NovaVendaDocumentoQueryVariables = Exact<{
  input: VendasPorDocumentoInput;
}>;


export type NovaVendaDocumentoQuery = { __typename?: 'Query', vendasPorDocumento: Array<{ __typename?: 'VendaDocumento', id: string }> };

export type PontuarVendaMutationVariables = Exact<{
  input: PontuarVendaInput;
}>;


export type PontuarVendaMutation = { __typename?: 'Mutation', pontuarVenda: { __typename?: 'PontuarVendaPayload', resultado?: { __typename?: 'ResultadoPontuacao', mensagem: string, id: string, totalPontos: string, pontosCreditados: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string, codigo: string }> } };

export type PreviaVendaQueryVariables = Exact<{
  input: PreviaVendaInput;
}>;


export type PreviaVendaQuery = { __typename?: 'Query', previaVenda: { __typename?: 'PreviaVenda', fator: number, totalPontos: string, pontosCreditados: string, limitePontuacao: string, itens: Array<{ __typename?: 'PreviaItemVenda', codigo: string, qtde: number, participante: boolean, pontos?: string | null }> } };

export type ImportarPlanilhaVendasMutationVariables = Exact<{
  input: ImportarPlanilhaVendasInput;
}>;


export type ImportarPlanilhaVendasMutation = { __typename?: 'Mutation', importarPlanilhaVendas: { __typename?: 'ImportacaoVendasPayload', resultado?: { __typename?: 'ImportacaoVendas', total: number, erros: Array<{ __typename?: 'ErroDeLinha', linha: number, motivo: string }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ParceiroPainelCamposFragment = { __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, revendaId: string, cnpjRevenda: string, codRevenda: string, revenda: string, cnpjCddRevendaMaster?: string | null, tipoPontuacaoRevenda: TipoPontuacao, redeId: string, rede: string, saldoPontos: string, totalPontos: string, ultimaPontuacao?: string | null, ultimoAcessoEm?: string | null, diasSemAcesso?: number | null, quemIndicou?: string | null, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, criadoEm: string };

export type ListarParceirosQueryVariables = Exact<{
  input?: InputMaybe<ListaParceirosInput>;
}>;


export type ListarParceirosQuery = { __typename?: 'Query', parceiros: { __typename?: 'ParceiroPainelPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, revendaId: string, cnpjRevenda: string, codRevenda: string, revenda: string, cnpjCddRevendaMaster?: string | null, tipoPontuacaoRevenda: TipoPontuacao, redeId: string, rede: string, saldoPontos: string, totalPontos: string, ultimaPontuacao?: string | null, ultimoAcessoEm?: string | null, diasSemAcesso?: number | null, quemIndicou?: string | null, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, criadoEm: string }> } };

export type ParceiroPorCpfQueryVariables = Exact<{
  cpf: Scalars['String']['input'];
}>;


export type ParceiroPorCpfQuery = { __typename?: 'Query', parceiroPorCpf?: { __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, revendaId: string, cnpjRevenda: string, codRevenda: string, revenda: string, cnpjCddRevendaMaster?: string | null, tipoPontuacaoRevenda: TipoPontuacao, redeId: string, rede: string, saldoPontos: string, totalPontos: string, ultimaPontuacao?: string | null, ultimoAcessoEm?: string | null, diasSemAcesso?: number | null, quemIndicou?: string | null, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, criadoEm: string } | null };

export type CpfDeParceiroCadastradoQueryVariables = Exact<{
  cpf: Scalars['String']['input'];
}>;


export type CpfDeParceiroCadastradoQuery = { __typename?: 'Query', parceiroPorCpf?: { __typename?: 'ParceiroPainel', id: string } | null };

export type JustificativasDoParceiroQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JustificativasDoParceiroQuery = { __typename?: 'Query', justificativasDoParceiro?: Array<{ __typename?: 'JustificativaParceiro', id: string, criadoEm: string, statusAnterior: StatusParceiro, statusNovo: StatusParceiro, justificativa: string, usuario: { __typename?: 'UsuarioDaJustificativa', nome: string } }> | null };

export type CriarParceiroMutationVariables = Exact<{
  input: CriarParceiroInput;
}>;


export type CriarParceiroMutation = { __typename?: 'Mutation', criarParceiro: { __typename?: 'ParceiroPainelPayload', resultado?: { __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, revendaId: string, cnpjRevenda: string, codRevenda: string, revenda: string, cnpjCddRevendaMaster?: string | null, tipoPontuacaoRevenda: TipoPontuacao, redeId: string, rede: string, saldoPontos: string, totalPontos: string, ultimaPontuacao?: string | null, ultimoAcessoEm?: string | null, diasSemAcesso?: number | null, quemIndicou?: string | null, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, criadoEm: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarParceiroMutationVariables = Exact<{
  input: AtualizarParceiroInput;
}>;


export type AtualizarParceiroMutation = { __typename?: 'Mutation', atualizarParceiro: { __typename?: 'ParceiroPainelPayload', resultado?: { __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, revendaId: string, cnpjRevenda: string, codRevenda: string, revenda: string, cnpjCddRevendaMaster?: string | null, tipoPontuacaoRevenda: TipoPontuacao, redeId: string, rede: string, saldoPontos: string, totalPontos: string, ultimaPontuacao?: string | null, ultimoAcessoEm?: string | null, diasSemAcesso?: number | null, quemIndicou?: string | null, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, criadoEm: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AlterarStatusParceiroMutationVariables = Exact<{
  input: AlterarStatusParceiroInput;
}>;


export type AlterarStatusParceiroMutation = { __typename?: 'Mutation', alterarStatusParceiro: { __typename?: 'ParceiroPainelPayload', resultado?: { __typename?: 'ParceiroPainel', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, revendaId: string, cnpjRevenda: string, codRevenda: string, revenda: string, cnpjCddRevendaMaster?: string | null, tipoPontuacaoRevenda: TipoPontuacao, redeId: string, rede: string, saldoPontos: string, totalPontos: string, ultimaPontuacao?: string | null, ultimoAcessoEm?: string | null, diasSemAcesso?: number | null, quemIndicou?: string | null, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, criadoEm: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ExcluirParceiroMutationVariables = Exact<{
  input: ExcluirParceiroInput;
}>;


export type ExcluirParceiroMutation = { __typename?: 'Mutation', excluirParceiro: { __typename?: 'ExcluirParceiroPayload', resultado?: string | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type SairMutationVariables = Exact<{ [key: string]: never; }>;


export type SairMutation = { __typename?: 'Mutation', sair: boolean };

export type BannersIntervaloQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersIntervaloQuery = { __typename?: 'Query', bannersIntervalo: Array<{ __typename?: 'Banner', id: string, titulo: string, descricao?: string | null, linkArquivo?: string | null }> };

export type RevendasPublicasQueryVariables = Exact<{ [key: string]: never; }>;


export type RevendasPublicasQuery = { __typename?: 'Query', revendasPublicas: Array<{ __typename?: 'RevendaPublica', id: string, nomeFantasia: string, cnpj?: string | null }> };

export type RevendaPublicaQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevendaPublicaQuery = { __typename?: 'Query', revendaPublica?: { __typename?: 'RevendaPublica', id: string, nomeFantasia: string } | null };

export type CpfCadastradoQueryVariables = Exact<{
  cpf: Scalars['String']['input'];
}>;


export type CpfCadastradoQuery = { __typename?: 'Query', cpfCadastrado: boolean };

export type CadastrarParceiroMutationVariables = Exact<{
  input: CadastroParceiroInput;
}>;


export type CadastrarParceiroMutation = { __typename?: 'Mutation', cadastrarParceiro: { __typename?: 'CadastrarParceiroPayload', resultado?: { __typename?: 'SessaoParceiro', token: string, parceiro: { __typename?: 'Parceiro', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: string, totalPontos: string, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: string, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type MeuCartaoQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuCartaoQuery = { __typename?: 'Query', meuCartao?: { __typename?: 'CartaoMembro', numero?: string | null, saldo: string, atualizadoEm?: string | null, bloqueado: number, emDesbloqueio: boolean, entregue: boolean, situacao: string, nome?: string | null } | null };

export type AlterarStatusCartaoMutationVariables = Exact<{
  input: AlterarStatusCartaoInput;
}>;


export type AlterarStatusCartaoMutation = { __typename?: 'Mutation', alterarStatusCartao: { __typename?: 'ResultadoCartaoPayload', errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }>, resultado?: { __typename?: 'ResultadoCartao', sucesso: boolean, mensagem: string, cartao?: { __typename?: 'CartaoMembro', numero?: string | null, bloqueado: number, emDesbloqueio: boolean } | null } | null } };

export type PremiosCreditoQueryVariables = Exact<{ [key: string]: never; }>;


export type PremiosCreditoQuery = { __typename?: 'Query', premios: { __typename?: 'PremioPagina', itens: Array<{ __typename?: 'Premio', id: string, nome: string, codigo: string, descricao: string, tipo: TipoPremio, pontos: string, diretorioFoto?: string | null }> } };

export type OfertasCategoriasQueryVariables = Exact<{ [key: string]: never; }>;


export type OfertasCategoriasQuery = { __typename?: 'Query', ofertasCategorias: Array<{ __typename?: 'CategoriaOferta', id: string, nome: string, subcategories: Array<{ __typename?: 'SubcategoriaOferta', id: string, nome: string }> }> };

export type OfertasExperienciasQueryVariables = Exact<{
  categorias?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  subcategorias?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type OfertasExperienciasQuery = { __typename?: 'Query', ofertasExperiencias: Array<{ __typename?: 'ExperienciaOferta', id: string, title: string, mainImageUrl?: string | null }> };

export type OfertasCidadesQueryVariables = Exact<{
  categorias?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  experiencia?: InputMaybe<Scalars['ID']['input']>;
}>;


export type OfertasCidadesQuery = { __typename?: 'Query', ofertasCidades: Array<{ __typename?: 'CidadeOferta', id: string, name: string, localizedName: string }> };

export type OfertasLojaQueryVariables = Exact<{
  input?: InputMaybe<OfertasLojaInput>;
}>;


export type OfertasLojaQuery = { __typename?: 'Query', ofertasLoja: { __typename?: 'OfertaLojaPagina', total: number, pagina: number, porPagina: number, temProxima: boolean, itens: Array<{ __typename?: 'OfertaLoja', id: string, codigo: string, nome: string, pontos: string, pontosSemDesconto?: string | null, parceiro: string, imagem?: string | null, cidade?: string | null }> } };

export type DetalheResgatavelQueryVariables = Exact<{
  codigo: Scalars['String']['input'];
}>;


export type DetalheResgatavelQuery = { __typename?: 'Query', detalheResgatavel?: { __typename?: 'DetalheResgatavel', origem: string, id: string, codigo: string, nome: string, descricao: string, tipo: string, pontos: string, pontosAlternativo?: string | null, pontosSemDesconto?: string | null, diretorioFoto?: string | null, imagens: Array<string>, ageFrom?: number | null, ageTo?: number | null, offerTerms?: string | null, categoria?: { __typename?: 'SubcategoriaOferta', id: string, nome: string } | null, subcategoria?: { __typename?: 'SubcategoriaOferta', id: string, nome: string } | null, experience?: { __typename?: 'ExperienciaOferta', id: string, title: string, description: string, mainImageUrl?: string | null } | null, partner?: { __typename?: 'ParceiroOferta', name: string, description: string, logo?: string | null } | null, location?: { __typename?: 'LocalOferta', address1?: string | null, address2?: string | null, city?: string | null, region?: string | null, postCode?: string | null, logo?: string | null, website?: string | null, phoneNumber?: string | null, email?: string | null } | null } | null };

export type ResgatarPremioMutationVariables = Exact<{
  input: ResgatarInput;
}>;


export type ResgatarPremioMutation = { __typename?: 'Mutation', resgatar: { __typename?: 'ResgatarPayload', resultado?: { __typename?: 'ResultadoResgate', saldoNovo: string, id: string, mensagem: string, cartao?: { __typename?: 'CartaoMembro', numero?: string | null, saldo: string, atualizadoEm?: string | null, bloqueado: number, emDesbloqueio: boolean, entregue: boolean, situacao: string, nome?: string | null } | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type RegrasResgateQueryVariables = Exact<{
  codigo?: InputMaybe<Scalars['String']['input']>;
}>;


export type RegrasResgateQuery = { __typename?: 'Query', regrasResgate: { __typename?: 'RegrasResgate', saldo: string, limiteMensal: number, resgatesNoMes: number, restantesNoMes: number, limiteSemanal: number, resgatesNaSemana: number, restantesNaSemana: number, resgateLiberado: boolean, pontos?: string | null, podeResgatar: boolean, motivo?: string | null } };

export type MeuCodigoIndicacaoQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuCodigoIndicacaoQuery = { __typename?: 'Query', meuCodigoIndicacao: { __typename?: 'MeuCodigoIndicacao', codigo: string, link: string } };

export type MinhasIndicacoesQueryVariables = Exact<{
  input: ListaIndicacoesInput;
}>;


export type MinhasIndicacoesQuery = { __typename?: 'Query', indicacoes: { __typename?: 'IndicacaoPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'Indicacao', id: string, nome: string, cpf: string, celular?: string | null, validado: boolean, plataforma: string }> }, resumoIndicacoes: { __typename?: 'ResumoIndicacoes', validas: number, pontos: number } };

export type AtualizarPerfilParceiroMutationVariables = Exact<{
  input: PerfilInput;
}>;


export type AtualizarPerfilParceiroMutation = { __typename?: 'Mutation', atualizarPerfilParceiro: { __typename?: 'ParceiroPayload', resultado?: { __typename?: 'Parceiro', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: string, totalPontos: string, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: string, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type EnviarEmailContatoMutationVariables = Exact<{
  input: EnviarEmailContatoInput;
}>;


export type EnviarEmailContatoMutation = { __typename?: 'Mutation', enviarEmailContato: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ProdutosDaMinhaLojaQueryVariables = Exact<{
  input?: InputMaybe<ListaProdutosDaLojaInput>;
}>;


export type ProdutosDaMinhaLojaQuery = { __typename?: 'Query', produtosDaMinhaLoja: { __typename?: 'ProdutoDaLojaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'ProdutoDaLoja', id: string, codigo: string, nome: string, valorPontos: string, pontosPorUnidade: string }> } };

export type LoginSocialConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginSocialConfigQuery = { __typename?: 'Query', loginSocialConfig: { __typename?: 'LoginSocialConfig', habilitado: boolean, provedor?: string | null, clientId?: string | null, authorizationEndpoint?: string | null } };

export type EntrarParceiroSocialMutationVariables = Exact<{
  idToken: Scalars['String']['input'];
  nonce?: InputMaybe<Scalars['String']['input']>;
}>;


export type EntrarParceiroSocialMutation = { __typename?: 'Mutation', entrarParceiroSocial: { __typename?: 'SessaoParceiro', token: string, parceiro: { __typename?: 'Parceiro', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: string, totalPontos: string, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: string, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } } };

export type MinhasFotosVideosQueryVariables = Exact<{ [key: string]: never; }>;


export type MinhasFotosVideosQuery = { __typename?: 'Query', minhasFotosVideos: Array<{ __typename?: 'ResgateMidia', id: string, premio: string, revenda: string, resgatadoEm: string, midia: { __typename?: 'Midia', id: string, linkArquivo: string, tipoArquivo: string } }> };

export type MeuParceiroQueryVariables = Exact<{ [key: string]: never; }>;


export type MeuParceiroQuery = { __typename?: 'Query', meuParceiro: { __typename?: 'Parceiro', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: string, totalPontos: string, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: string, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } };

export type AceitarRegulamentoMutationVariables = Exact<{ [key: string]: never; }>;


export type AceitarRegulamentoMutation = { __typename?: 'Mutation', aceitarRegulamento: { __typename?: 'ParceiroPayload', resultado?: { __typename?: 'Parceiro', id: string, aceitouRegulamento: boolean } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type SaldoProdutoLojaQueryVariables = Exact<{
  input: SaldoProdutoLojaInput;
}>;


export type SaldoProdutoLojaQuery = { __typename?: 'Query', saldoProdutoLoja?: { __typename?: 'SaldoProdutoLoja', idRevenda: string, comprado: number, usado: number, disponivel: number, pontosPorUnidade: string, produto?: { __typename?: 'ProdutoParticipante', produtoId: string, codigo: string, descricao: string, valorPontos: string } | null } | null };

export type EnviarPontuacaoDigitadaMutationVariables = Exact<{
  input: EnviarPontuacaoDigitadaInput;
}>;


export type EnviarPontuacaoDigitadaMutation = { __typename?: 'Mutation', enviarPontuacaoDigitada: { __typename?: 'EnvioPontuacaoPayload', resultado?: { __typename?: 'EnvioPontuacao', mensagem: string, id: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string, codigo: string }> } };

export type MinhasPontuacoesAprovadasQueryVariables = Exact<{
  input?: InputMaybe<ListaPontuacoesAprovadasInput>;
}>;


export type MinhasPontuacoesAprovadasQuery = { __typename?: 'Query', minhasPontuacoesAprovadas: { __typename?: 'PontuacaoAprovadaPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'PontuacaoAprovada', id: string, identificador?: string | null, totalPontos: string, pontuadoEm: string, venceEm?: string | null, validadePontos?: string | null, linkArquivo?: string | null, criadoEm: string }> } };

export type MinhasPontuacoesEmAnaliseQueryVariables = Exact<{
  input?: InputMaybe<ListaPontuacoesEmAnaliseInput>;
}>;


export type MinhasPontuacoesEmAnaliseQuery = { __typename?: 'Query', minhasPontuacoesEmAnalise: { __typename?: 'PontuacaoDoMembroPagina', total: number, totalEstimado: boolean, itens: Array<{ __typename?: 'PontuacaoDoMembro', id: string, origem: OrigemPontuacao, status: StatusPontuacao, linkArquivo?: string | null, tipoArquivo?: string | null, criadoEm: string, dataEnvio: string, atualizadoEm: string, reprovadoMotivo?: string | null, itens: Array<{ __typename?: 'ItemDigitadoPontuacao', codigo: string, descricao: string, valor: string, pontos: string }> }> } };

export type MinhasPontuacoesNaoProcessadasQueryVariables = Exact<{ [key: string]: never; }>;


export type MinhasPontuacoesNaoProcessadasQuery = { __typename?: 'Query', minhasPontuacoesNaoProcessadas: Array<{ __typename?: 'PontuacaoDoMembro', id: string, origem: OrigemPontuacao, status: StatusPontuacao, linkArquivo?: string | null, tipoArquivo?: string | null, criadoEm: string, dataEnvio: string, atualizadoEm: string, reprovadoMotivo?: string | null, itens: Array<{ __typename?: 'ItemDigitadoPontuacao', codigo: string, descricao: string, valor: string, pontos: string }> }> };

export type MeusPontosPorCodigoQueryVariables = Exact<{ [key: string]: never; }>;


export type MeusPontosPorCodigoQuery = { __typename?: 'Query', meusPontosPorCodigo: Array<{ __typename?: 'PontosPorCodigo', codigo: string, descricao: string, quantidade: number, pontos: string }> };

export type MeusProximosVencimentosQueryVariables = Exact<{ [key: string]: never; }>;


export type MeusProximosVencimentosQuery = { __typename?: 'Query', meusProximosVencimentos: Array<{ __typename?: 'VencimentoDoMembro', venceEm: string, pontos: string }> };

export type PontuacaoDoMembroCamposFragment = { __typename?: 'PontuacaoDoMembro', id: string, origem: OrigemPontuacao, status: StatusPontuacao, linkArquivo?: string | null, tipoArquivo?: string | null, criadoEm: string, dataEnvio: string, atualizadoEm: string, reprovadoMotivo?: string | null, itens: Array<{ __typename?: 'ItemDigitadoPontuacao', codigo: string, descricao: string, valor: string, pontos: string }> };

export type MeuExtratoQueryVariables = Exact<{
  input?: InputMaybe<ExtratoInput>;
}>;


export type MeuExtratoQuery = { __typename?: 'Query', extrato?: { __typename?: 'ExtratoPontos', saldo: string, total: number, pagina: number, porPagina: number, temProxima: boolean, movimentos: Array<{ __typename?: 'MovimentoExtrato', id: string, data: string, tipo: TipoMovimentoExtrato, descricao: string, pontos: string, saldoApos: string }> } | null };

export type SaldoPontosQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SaldoPontosQuery = { __typename?: 'Query', saldoPontos?: { __typename?: 'SaldoPontos', id: string, saldoPontos: string } | null };

export type EnviarComprovantesMutationVariables = Exact<{
  input: EnviarComprovantesInput;
}>;


export type EnviarComprovantesMutation = { __typename?: 'Mutation', enviarComprovantes: { __typename?: 'EnvioComprovantesPayload', resultado?: { __typename?: 'EnvioComprovantes', mensagem: string, arquivos: Array<{ __typename?: 'ComprovanteEnviado', id: string }> } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type MinhasPontuacoesPlataformaQueryVariables = Exact<{ [key: string]: never; }>;


export type MinhasPontuacoesPlataformaQuery = { __typename?: 'Query', minhasPontuacoesPlataforma: Array<{ __typename?: 'PontuacaoSwpro', id: string, plataforma: string, totalPontos: string, dataEnvio: string }> };

export type ProdutoPorCodigoBarrasQueryVariables = Exact<{
  codigo: Scalars['String']['input'];
}>;


export type ProdutoPorCodigoBarrasQuery = { __typename?: 'Query', produtoPorCodigoBarras?: { __typename?: 'Produto', id: string, codigo: string } | null };

export type MeusResgatesLojaQueryVariables = Exact<{ [key: string]: never; }>;


export type MeusResgatesLojaQuery = { __typename?: 'Query', meusResgates: Array<{ __typename?: 'Resgate', id: string, qtde: number, redemptionCode: string, resgatadoEm: string, status: StatusResgate, premio: { __typename?: 'ResgatePremio', id: string, nome: string, codigo: string } }> };

export type MeuVoucherQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MeuVoucherQuery = { __typename?: 'Query', meuVoucher?: { __typename?: 'Voucher', id: string, qtde: number, redemptionCode: string, resgatadoEm: string, nome: string, email?: string | null, premio: string, codigo: string, parceiroOferta: string, descricao: string, tipo: string, obs?: string | null, escolhaMembro?: string | null, origem: string, cancelado: boolean, canceladoEm?: string | null, local?: { __typename?: 'LocalOferta', address1?: string | null, address2?: string | null, city?: string | null, region?: string | null, postCode?: string | null, phoneNumber?: string | null } | null } | null };

export type SolicitarRecuperacaoSenhaMutationVariables = Exact<{
  input: SolicitarRecuperacaoSenhaInput;
}>;


export type SolicitarRecuperacaoSenhaMutation = { __typename?: 'Mutation', solicitarRecuperacaoSenha: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type ValidarRecuperacaoSenhaMutationVariables = Exact<{
  input: ValidarRecuperacaoSenhaInput;
}>;


export type ValidarRecuperacaoSenhaMutation = { __typename?: 'Mutation', validarRecuperacaoSenha: { __typename?: 'ValidarRecuperacaoSenhaPayload', resultado?: { __typename?: 'ValidacaoRecuperacao', valido: boolean, mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type AtualizarSenhaRecuperacaoMutationVariables = Exact<{
  input: AtualizarSenhaRecuperacaoInput;
}>;


export type AtualizarSenhaRecuperacaoMutation = { __typename?: 'Mutation', atualizarSenhaRecuperacao: { __typename?: 'MensagemPayload', resultado?: { __typename?: 'Mensagem', mensagem: string } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type EntrarParceiroMutationVariables = Exact<{
  input: EntrarParceiroInput;
}>;


export type EntrarParceiroMutation = { __typename?: 'Mutation', entrarParceiro: { __typename?: 'EntrarParceiroPayload', resultado?: { __typename?: 'SessaoParceiro', token: string, parceiro: { __typename?: 'Parceiro', id: string, nome: string, cpf: string, email?: string | null, celular?: string | null, telefone?: string | null, sexo?: string | null, dataNascimento?: string | null, endRua?: string | null, endNumero?: string | null, endComplemento?: string | null, endBairro?: string | null, endCidade?: string | null, endEstado?: string | null, endCep?: string | null, hobby?: string | null, cnpjRevenda?: string | null, saldoPontos: string, totalPontos: string, aceitouRegulamento: boolean, ativo: boolean, idIndicacao?: string | null, ultimoAcessoEm?: string | null, revenda?: { __typename?: 'RevendaDoParceiro', id: string, cnpj: string, nomeFantasia: string, tipoPontuacao: number, resgateLiberado: boolean } | null } } | null, errosDeUsuario: Array<{ __typename?: 'ErroDeUsuario', campo?: string | null, mensagem: string }> } };

export type SairLojaMutationVariables = Exact<{ [key: string]: never; }>;


export type SairLojaMutation = { __typename?: 'Mutation', sair: boolean };

export const UsuarioSessaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<UsuarioSessaoFragment, unknown>;
export const ParceiroSessaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<ParceiroSessaoFragment, unknown>;
export const LinhaUsuarioFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaUsuario"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<LinhaUsuarioFragment, unknown>;
export const LinhaBannerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaBanner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicial"}},{"kind":"Field","name":{"kind":"Name","value":"dataFinal"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<LinhaBannerFragment, unknown>;
export const LinhaCartaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCartao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartaoPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"entregue"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueado"}},{"kind":"Field","name":{"kind":"Name","value":"emDesbloqueio"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}}]}}]} as unknown as DocumentNode<LinhaCartaoFragment, unknown>;
export const LinhaCodigoCadastroFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCodigoCadastro"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodigoCadastro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"usos"}},{"kind":"Field","name":{"kind":"Name","value":"usosRealizados"}},{"kind":"Field","name":{"kind":"Name","value":"expiraEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<LinhaCodigoCadastroFragment, unknown>;
export const LinhaChaveIntegracaoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaChaveIntegracao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChaveIntegracao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"plataforma"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"revogadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoUsoEm"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<LinhaChaveIntegracaoFragment, unknown>;
export const CamposLojaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CamposLoja"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Revenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"razaoSocial"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"fatorPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"cenario"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoRelatorio"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoManual"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<CamposLojaFragment, unknown>;
export const ItemFotoVideoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFotoVideo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResgateMidia"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"premio"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"midia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<ItemFotoVideoFragment, unknown>;
export const LinhaOfertaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaOferta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Oferta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"experiencia"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontosDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"validoAte"}},{"kind":"Field","name":{"kind":"Name","value":"expirada"}}]}}]} as unknown as DocumentNode<LinhaOfertaFragment, unknown>;
export const ItemPesquisaMercadoCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemPesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marca"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}}]}}]} as unknown as DocumentNode<ItemPesquisaMercadoCamposFragment, unknown>;
export const PesquisaMercadoCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"comunicacao"}},{"kind":"Field","name":{"kind":"Name","value":"qtdeVendedores"}},{"kind":"Field","name":{"kind":"Name","value":"faturamento"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensal"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidosConcorrentes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtdeProdutosVendidos"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemPesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marca"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}}]}}]} as unknown as DocumentNode<PesquisaMercadoCamposFragment, unknown>;
export const LinhaPontuacaoEncerradaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaPontuacaoEncerrada"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoEncerrada"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}}]}}]} as unknown as DocumentNode<LinhaPontuacaoEncerradaFragment, unknown>;
export const LinhaPontuacaoPendenteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaPontuacaoPendente"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoPendente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiroId"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<LinhaPontuacaoPendenteFragment, unknown>;
export const LinhaVendaPontuadaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaVendaPontuada"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendaPontuada"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"tipoFiscal"}},{"kind":"Field","name":{"kind":"Name","value":"totalVenda"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorCusto"}},{"kind":"Field","name":{"kind":"Name","value":"realizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"pontuadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"venceEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"qtdItens"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"aprovadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelada"}},{"kind":"Field","name":{"kind":"Name","value":"idPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}}]}}]} as unknown as DocumentNode<LinhaVendaPontuadaFragment, unknown>;
export const LinhaPremioFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaPremio"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Premio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"diretorioFoto"}}]}}]} as unknown as DocumentNode<LinhaPremioFragment, unknown>;
export const LinhaProdutoRevendaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProdutoRevenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutoRevenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"nomeRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codigoPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"nomePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontosHerdado"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<LinhaProdutoRevendaFragment, unknown>;
export const LinhaProdutoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProduto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<LinhaProdutoFragment, unknown>;
export const LinhaRedeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaRede"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rede"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"regiao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPonto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"numeroRevendas"}},{"kind":"Field","name":{"kind":"Name","value":"numeroParceiros"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendas"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}}]}}]} as unknown as DocumentNode<LinhaRedeFragment, unknown>;
export const TarefaRelatorioCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TarefaRelatorioCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TarefaRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progresso"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"erro"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"concluidoEm"}}]}}]} as unknown as DocumentNode<TarefaRelatorioCamposFragment, unknown>;
export const AnotacaoCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnotacaoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnotacaoRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<AnotacaoCamposFragment, unknown>;
export const LinhaResgateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<LinhaResgateFragment, unknown>;
export const ParceiroPainelCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroPainelCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParceiroPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacaoRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"diasSemAcesso"}},{"kind":"Field","name":{"kind":"Name","value":"quemIndicou"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<ParceiroPainelCamposFragment, unknown>;
export const PontuacaoDoMembroCamposFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PontuacaoDoMembroCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoDoMembro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEnvio"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]} as unknown as DocumentNode<PontuacaoDoMembroCamposFragment, unknown>;
export const ConsultarCepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultarCep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cep"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cep"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cep"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cep"}},{"kind":"Field","name":{"kind":"Name","value":"logradouro"}},{"kind":"Field","name":{"kind":"Name","value":"complemento"}},{"kind":"Field","name":{"kind":"Name","value":"bairro"}},{"kind":"Field","name":{"kind":"Name","value":"localidade"}},{"kind":"Field","name":{"kind":"Name","value":"uf"}}]}}]}}]} as unknown as DocumentNode<ConsultarCepQuery, ConsultarCepQueryVariables>;
export const RedesDoSeletorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedesDoSeletor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<RedesDoSeletorQuery, RedesDoSeletorQueryVariables>;
export const LojasDoSeletorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LojasDoSeletor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"busca"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"busca"},"value":{"kind":"Variable","name":{"kind":"Name","value":"busca"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}}]}}]}}]} as unknown as DocumentNode<LojasDoSeletorQuery, LojasDoSeletorQueryVariables>;
export const UsuariosPorCpfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsuariosPorCpf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usuarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<UsuariosPorCpfQuery, UsuariosPorCpfQueryVariables>;
export const CriarAdministradorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAdministrador"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<CriarAdministradorMutation, CriarAdministradorMutationVariables>;
export const LojasDoAdministradorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LojasDoAdministrador"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"busca"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limite"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"busca"},"value":{"kind":"Variable","name":{"kind":"Name","value":"busca"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limite"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}}]}}]}}]}}]} as unknown as DocumentNode<LojasDoAdministradorQuery, LojasDoAdministradorQueryVariables>;
export const ListaUsuariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListaUsuarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaUsuariosInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listaUsuarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaUsuario"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaUsuario"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<ListaUsuariosQuery, ListaUsuariosQueryVariables>;
export const AtualizarUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarUsuario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaUsuario"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaUsuario"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<AtualizarUsuarioMutation, AtualizarUsuarioMutationVariables>;
export const DesativarUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DesativarUsuario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DesativarUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"desativarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaUsuario"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaUsuario"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<DesativarUsuarioMutation, DesativarUsuarioMutationVariables>;
export const AtivarUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtivarUsuario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtivarUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ativarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaUsuario"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaUsuario"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<AtivarUsuarioMutation, AtivarUsuarioMutationVariables>;
export const RedefinirSenhaUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedefinirSenhaUsuario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedefinirSenhaUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redefinirSenhaUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<RedefinirSenhaUsuarioMutation, RedefinirSenhaUsuarioMutationVariables>;
export const BannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaBanner"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaBanner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicial"}},{"kind":"Field","name":{"kind":"Name","value":"dataFinal"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<BannersQuery, BannersQueryVariables>;
export const OrdenarBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdenarBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrdenarBannersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordenarBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaBanner"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaBanner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicial"}},{"kind":"Field","name":{"kind":"Name","value":"dataFinal"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<OrdenarBannersMutation, OrdenarBannersMutationVariables>;
export const AlterarAtivoBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarAtivoBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarAtivoBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarAtivoBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarAtivoBannerMutation, AlterarAtivoBannerMutationVariables>;
export const ExcluirBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirBannerMutation, ExcluirBannerMutationVariables>;
export const EditarBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditarBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditarBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editarBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaBanner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaBanner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicial"}},{"kind":"Field","name":{"kind":"Name","value":"dataFinal"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<EditarBannerMutation, EditarBannerMutationVariables>;
export const CriarBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarBannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaBanner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaBanner"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicial"}},{"kind":"Field","name":{"kind":"Name","value":"dataFinal"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<CriarBannerMutation, CriarBannerMutationVariables>;
export const CartoesPainelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartoesPainel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaCartoesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaCartao"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCartao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartaoPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"entregue"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueado"}},{"kind":"Field","name":{"kind":"Name","value":"emDesbloqueio"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}}]}}]} as unknown as DocumentNode<CartoesPainelQuery, CartoesPainelQueryVariables>;
export const AtualizarCartaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCartao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarCartaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCartao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"cartao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaCartao"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCartao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartaoPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"entregue"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueado"}},{"kind":"Field","name":{"kind":"Name","value":"emDesbloqueio"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}}]}}]} as unknown as DocumentNode<AtualizarCartaoMutation, AtualizarCartaoMutationVariables>;
export const CadastrarCartaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CadastrarCartao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CadastrarCartaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cadastrarCartao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sucesso"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<CadastrarCartaoMutation, CadastrarCartaoMutationVariables>;
export const CodigosCadastroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodigosCadastro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigosCadastro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaCodigoCadastro"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCodigoCadastro"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodigoCadastro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"usos"}},{"kind":"Field","name":{"kind":"Name","value":"usosRealizados"}},{"kind":"Field","name":{"kind":"Name","value":"expiraEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<CodigosCadastroQuery, CodigosCadastroQueryVariables>;
export const CriarCodigoCadastroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarCodigoCadastro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarCodigoCadastroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarCodigoCadastro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaCodigoCadastro"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCodigoCadastro"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodigoCadastro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"usos"}},{"kind":"Field","name":{"kind":"Name","value":"usosRealizados"}},{"kind":"Field","name":{"kind":"Name","value":"expiraEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<CriarCodigoCadastroMutation, CriarCodigoCadastroMutationVariables>;
export const AtualizarCodigoCadastroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCodigoCadastro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarCodigoCadastroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCodigoCadastro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaCodigoCadastro"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaCodigoCadastro"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodigoCadastro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"usos"}},{"kind":"Field","name":{"kind":"Name","value":"usosRealizados"}},{"kind":"Field","name":{"kind":"Name","value":"expiraEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<AtualizarCodigoCadastroMutation, AtualizarCodigoCadastroMutationVariables>;
export const ExcluirCodigoCadastroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCodigoCadastro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirCodigoCadastroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCodigoCadastro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirCodigoCadastroMutation, ExcluirCodigoCadastroMutationVariables>;
export const PontuacoesCodigoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PontuacoesCodigo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPontuacoesCodigoInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pontuacoesCodigo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"dataUtilizacao"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]}}]} as unknown as DocumentNode<PontuacoesCodigoQuery, PontuacoesCodigoQueryVariables>;
export const ConfiguracoesSistemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguracoesSistema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracoesSistema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitePontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"usosSemanaisVoucher"}},{"kind":"Field","name":{"kind":"Name","value":"voucherAtivo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoPor"}}]}}]}}]} as unknown as DocumentNode<ConfiguracoesSistemaQuery, ConfiguracoesSistemaQueryVariables>;
export const AtualizarConfiguracoesSistemaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarConfiguracoesSistema"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracoesSistemaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarConfiguracoesSistema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limitePontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"usosSemanaisVoucher"}},{"kind":"Field","name":{"kind":"Name","value":"voucherAtivo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoPor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarConfiguracoesSistemaMutation, AtualizarConfiguracoesSistemaMutationVariables>;
export const ConfiguracaoWhatsappDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguracaoWhatsapp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuracaoWhatsapp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoPor"}}]}}]}}]} as unknown as DocumentNode<ConfiguracaoWhatsappQuery, ConfiguracaoWhatsappQueryVariables>;
export const SalvarConfiguracaoWhatsappDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalvarConfiguracaoWhatsapp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguracaoWhatsappInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salvarConfiguracaoWhatsapp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoPor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<SalvarConfiguracaoWhatsappMutation, SalvarConfiguracaoWhatsappMutationVariables>;
export const TestarWhatsappDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestarWhatsapp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestarWhatsappInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testarWhatsapp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sucesso"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<TestarWhatsappMutation, TestarWhatsappMutationVariables>;
export const RedesAtivasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedesAtivas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<RedesAtivasQuery, RedesAtivasQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceirosCadastrados"}},{"kind":"Field","name":{"kind":"Name","value":"parceirosPontuados"}},{"kind":"Field","name":{"kind":"Name","value":"revendasCadastradas"}},{"kind":"Field","name":{"kind":"Name","value":"revendasPontuadas"}},{"kind":"Field","name":{"kind":"Name","value":"topParceirosPontuados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendido"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topRevendasPontuadas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendido"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const ChavesIntegracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChavesIntegracao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chavesIntegracao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaChaveIntegracao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaChaveIntegracao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChaveIntegracao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"plataforma"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"revogadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoUsoEm"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<ChavesIntegracaoQuery, ChavesIntegracaoQueryVariables>;
export const CriarChaveIntegracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarChaveIntegracao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarChaveIntegracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarChaveIntegracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"segredo"}},{"kind":"Field","name":{"kind":"Name","value":"chave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaChaveIntegracao"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaChaveIntegracao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChaveIntegracao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"plataforma"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"revogadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoUsoEm"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<CriarChaveIntegracaoMutation, CriarChaveIntegracaoMutationVariables>;
export const RevogarChaveIntegracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevogarChaveIntegracao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevogarChaveIntegracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revogarChaveIntegracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"chave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaChaveIntegracao"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaChaveIntegracao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChaveIntegracao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"plataforma"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"revogadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoUsoEm"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}}]} as unknown as DocumentNode<RevogarChaveIntegracaoMutation, RevogarChaveIntegracaoMutationVariables>;
export const EntrarUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntrarUsuario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntrarUsuarioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrarUsuario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsuarioSessao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redesAntifraude"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<EntrarUsuarioMutation, EntrarUsuarioMutationVariables>;
export const TiposLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TiposLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}}]}}]} as unknown as DocumentNode<TiposLogQuery, TiposLogQueryVariables>;
export const LogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Logs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaLogsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]}}]} as unknown as DocumentNode<LogsQuery, LogsQueryVariables>;
export const LojasPaginadasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LojasPaginadas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaRevendasInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CamposLoja"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CamposLoja"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Revenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"razaoSocial"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"fatorPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"cenario"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoRelatorio"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoManual"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<LojasPaginadasQuery, LojasPaginadasQueryVariables>;
export const LojaPorCnpjDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LojaPorCnpj"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendaPorCnpj"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cnpj"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cnpj"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CamposLoja"}},{"kind":"Field","name":{"kind":"Name","value":"numeroParceiros"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendas"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CamposLoja"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Revenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"razaoSocial"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"fatorPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"cenario"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoRelatorio"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoManual"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<LojaPorCnpjQuery, LojaPorCnpjQueryVariables>;
export const CodigoLojaEmUsoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodigoLojaEmUso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendaCodigoEmUso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}},{"kind":"Argument","name":{"kind":"Name","value":"exceto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceto"}}}]}]}}]} as unknown as DocumentNode<CodigoLojaEmUsoQuery, CodigoLojaEmUsoQueryVariables>;
export const CriarLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<CriarLojaMutation, CriarLojaMutationVariables>;
export const AtualizarLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CamposLoja"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CamposLoja"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Revenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"razaoSocial"}},{"kind":"Field","name":{"kind":"Name","value":"responsavel"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"fatorPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"cenario"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoRelatorio"}},{"kind":"Field","name":{"kind":"Name","value":"lancamentoManual"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<AtualizarLojaMutation, AtualizarLojaMutationVariables>;
export const AlterarResgateLiberadoLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarResgateLiberadoLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarResgateLiberadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarResgateLiberado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarResgateLiberadoLojaMutation, AlterarResgateLiberadoLojaMutationVariables>;
export const AlterarAtivoLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarAtivoLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarAtivoRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarAtivoRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarAtivoLojaMutation, AlterarAtivoLojaMutationVariables>;
export const ExcluirLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirLojaMutation, ExcluirLojaMutationVariables>;
export const ResgateParaMidiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResgateParaMidia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resgateParaMidia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<ResgateParaMidiaQuery, ResgateParaMidiaQueryVariables>;
export const FotosVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FotosVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FiltroFotosVideosInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fotosVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFotoVideo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFotoVideo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResgateMidia"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"premio"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"midia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]} as unknown as DocumentNode<FotosVideosQuery, FotosVideosQueryVariables>;
export const ExcluirFotoVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirFotoVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirFotoVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirFotoVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirFotoVideoMutation, ExcluirFotoVideoMutationVariables>;
export const AnexarFotoVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnexarFotoVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnexarFotoVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anexarFotoVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AnexarFotoVideoMutation, AnexarFotoVideoMutationVariables>;
export const OfertasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ofertas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaOfertasInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ofertas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaOferta"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaOferta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Oferta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"experiencia"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontosDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"validoAte"}},{"kind":"Field","name":{"kind":"Name","value":"expirada"}}]}}]} as unknown as DocumentNode<OfertasQuery, OfertasQueryVariables>;
export const EditarPontosOfertaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditarPontosOferta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditarPontosOfertaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editarPontosOferta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaOferta"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaOferta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Oferta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"experiencia"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontosDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"validoAte"}},{"kind":"Field","name":{"kind":"Name","value":"expirada"}}]}}]} as unknown as DocumentNode<EditarPontosOfertaMutation, EditarPontosOfertaMutationVariables>;
export const AplicarDescontoOfertasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AplicarDescontoOfertas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AplicarDescontoOfertasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aplicarDescontoOfertas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"ofertas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaOferta"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaOferta"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Oferta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"experiencia"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontosDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"validoAte"}},{"kind":"Field","name":{"kind":"Name","value":"expirada"}}]}}]} as unknown as DocumentNode<AplicarDescontoOfertasMutation, AplicarDescontoOfertasMutationVariables>;
export const SincronizarOfertasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SincronizarOfertas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sincronizarOfertas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizadas"}},{"kind":"Field","name":{"kind":"Name","value":"criadas"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<SincronizarOfertasMutation, SincronizarOfertasMutationVariables>;
export const MeuPerfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuPerfil"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsuarioSessao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<MeuPerfilQuery, MeuPerfilQueryVariables>;
export const AtualizarMeuPerfilDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarMeuPerfil"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarMeuPerfilInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarMeuPerfil"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsuarioSessao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsuarioSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Usuario"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"permissao"}},{"kind":"Field","name":{"kind":"Name","value":"idRevendasPermitidas"}},{"kind":"Field","name":{"kind":"Name","value":"idRedesPermitidas"}}]}}]} as unknown as DocumentNode<AtualizarMeuPerfilMutation, AtualizarMeuPerfilMutationVariables>;
export const PesquisasMercadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PesquisasMercado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPesquisasMercadoInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pesquisasMercado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PesquisaMercadoCampos"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemPesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marca"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"comunicacao"}},{"kind":"Field","name":{"kind":"Name","value":"qtdeVendedores"}},{"kind":"Field","name":{"kind":"Name","value":"faturamento"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensal"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidosConcorrentes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtdeProdutosVendidos"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<PesquisasMercadoQuery, PesquisasMercadoQueryVariables>;
export const CriarPesquisaMercadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPesquisaMercado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarPesquisaMercadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPesquisaMercado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemPesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marca"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"comunicacao"}},{"kind":"Field","name":{"kind":"Name","value":"qtdeVendedores"}},{"kind":"Field","name":{"kind":"Name","value":"faturamento"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensal"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidosConcorrentes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtdeProdutosVendidos"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<CriarPesquisaMercadoMutation, CriarPesquisaMercadoMutationVariables>;
export const AtualizarPesquisaMercadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPesquisaMercado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarPesquisaMercadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPesquisaMercado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemPesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marca"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PesquisaMercadoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PesquisaMercado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"comunicacao"}},{"kind":"Field","name":{"kind":"Name","value":"qtdeVendedores"}},{"kind":"Field","name":{"kind":"Name","value":"faturamento"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensal"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidosConcorrentes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPesquisaMercadoCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtdeProdutosVendidos"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<AtualizarPesquisaMercadoMutation, AtualizarPesquisaMercadoMutationVariables>;
export const ExcluirPesquisaMercadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPesquisaMercado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirPesquisaMercadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPesquisaMercado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirPesquisaMercadoMutation, ExcluirPesquisaMercadoMutationVariables>;
export const CidadeDaLojaPesquisaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CidadeDaLojaPesquisa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}}]}}]}}]} as unknown as DocumentNode<CidadeDaLojaPesquisaQuery, CidadeDaLojaPesquisaQueryVariables>;
export const ResumoExpiracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumoExpiracao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RelatorioExpiracaoInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioExpiracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ate"}},{"kind":"Field","name":{"kind":"Name","value":"parceiros"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"linhas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceiroId"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"loja"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"vencimento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]}}]} as unknown as DocumentNode<ResumoExpiracaoQuery, ResumoExpiracaoQueryVariables>;
export const ExpirarPontosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpirarPontos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expirarPontos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"parceiros"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExpirarPontosMutation, ExpirarPontosMutationVariables>;
export const ReativarPontosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReativarPontos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReativarPontosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reativarPontos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dia"}},{"kind":"Field","name":{"kind":"Name","value":"parceiros"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ReativarPontosMutation, ReativarPontosMutationVariables>;
export const VencimentosPorRedeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VencimentosPorRede"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VencimentosPorRedeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vencimentosPorRede"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agrupamento"}},{"kind":"Field","name":{"kind":"Name","value":"dias"}},{"kind":"Field","name":{"kind":"Name","value":"ate"}},{"kind":"Field","name":{"kind":"Name","value":"parceiros"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"linhas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"parceiros"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"primeiroVencimento"}}]}}]}}]}}]} as unknown as DocumentNode<VencimentosPorRedeQuery, VencimentosPorRedeQueryVariables>;
export const PontuacoesEncerradasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PontuacoesEncerradas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPontuacoesEncerradasInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pontuacoesEncerradas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaPontuacaoEncerrada"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaPontuacaoEncerrada"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoEncerrada"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}}]}}]} as unknown as DocumentNode<PontuacoesEncerradasQuery, PontuacoesEncerradasQueryVariables>;
export const RetornarPontuacaoPendenteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetornarPontuacaoPendente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetornarPontuacaoPendenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retornarPontuacaoPendente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<RetornarPontuacaoPendenteMutation, RetornarPontuacaoPendenteMutationVariables>;
export const LinkExportacaoPontuacoesEncerradasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkExportacaoPontuacoesEncerradas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportarPontuacoesEncerradasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkExportacaoPontuacoesEncerradas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LinkExportacaoPontuacoesEncerradasQuery, LinkExportacaoPontuacoesEncerradasQueryVariables>;
export const PontuacoesPendentesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PontuacoesPendentes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPontuacoesPendentesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pontuacoesPendentes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaPontuacaoPendente"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaPontuacaoPendente"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoPendente"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiroId"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<PontuacoesPendentesQuery, PontuacoesPendentesQueryVariables>;
export const EncerrarPontuacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EncerrarPontuacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EncerrarPontuacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encerrarPontuacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<EncerrarPontuacaoMutation, EncerrarPontuacaoMutationVariables>;
export const ReprovarPontuacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReprovarPontuacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReprovarPontuacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reprovarPontuacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ReprovarPontuacaoMutation, ReprovarPontuacaoMutationVariables>;
export const VendasPontuadasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendasPontuadas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaVendasPontuadasInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendasPontuadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaVendaPontuada"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaVendaPontuada"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendaPontuada"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"tipoFiscal"}},{"kind":"Field","name":{"kind":"Name","value":"totalVenda"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorCusto"}},{"kind":"Field","name":{"kind":"Name","value":"realizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"pontuadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"venceEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"qtdItens"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"aprovadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelada"}},{"kind":"Field","name":{"kind":"Name","value":"idPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}}]}}]} as unknown as DocumentNode<VendasPontuadasQuery, VendasPontuadasQueryVariables>;
export const VendasDoVendedorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendasDoVendedor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendasDoVendedorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendasDoVendedor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaVendaPontuada"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaVendaPontuada"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VendaPontuada"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"tipoFiscal"}},{"kind":"Field","name":{"kind":"Name","value":"totalVenda"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorCusto"}},{"kind":"Field","name":{"kind":"Name","value":"realizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"pontuadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"venceEm"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"qtdItens"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"aprovadoPor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelada"}},{"kind":"Field","name":{"kind":"Name","value":"idPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}}]}}]} as unknown as DocumentNode<VendasDoVendedorQuery, VendasDoVendedorQueryVariables>;
export const ItensDaVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItensDaVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itensDaVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"subTotal"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}}]}}]}}]} as unknown as DocumentNode<ItensDaVendaQuery, ItensDaVendaQueryVariables>;
export const HistoricoDaVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoricoDaVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historicoDaVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status_anterior"}},{"kind":"Field","name":{"kind":"Name","value":"status_novo"}},{"kind":"Field","name":{"kind":"Name","value":"justificativa"}}]}}]}}]} as unknown as DocumentNode<HistoricoDaVendaQuery, HistoricoDaVendaQueryVariables>;
export const MotivoReprovacaoDaVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MotivoReprovacaoDaVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"motivoReprovacaoDaVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoPor"}}]}}]}}]} as unknown as DocumentNode<MotivoReprovacaoDaVendaQuery, MotivoReprovacaoDaVendaQueryVariables>;
export const ProdutosMaisVendidosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProdutosMaisVendidos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutosMaisVendidosInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtosMaisVendidos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"vendas"}}]}}]}}]} as unknown as DocumentNode<ProdutosMaisVendidosQuery, ProdutosMaisVendidosQueryVariables>;
export const CancelarVendaPontuadaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelarVendaPontuada"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelarVendaPontuadaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelarVendaPontuada"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<CancelarVendaPontuadaMutation, CancelarVendaPontuadaMutationVariables>;
export const RetornarVendaPendenteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetornarVendaPendente"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetornarVendaPendenteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retornarVendaPendente"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<RetornarVendaPendenteMutation, RetornarVendaPendenteMutationVariables>;
export const EditarVendaPontuadaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditarVendaPontuada"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditarVendaPontuadaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editarVendaPontuada"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<EditarVendaPontuadaMutation, EditarVendaPontuadaMutationVariables>;
export const LinkExportacaoPontuacoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkExportacaoPontuacoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportarPontuacoesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkExportacaoPontuacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LinkExportacaoPontuacoesQuery, LinkExportacaoPontuacoesQueryVariables>;
export const PremiosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Premios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPremiosInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaPremio"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaPremio"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Premio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"custoTotal"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"diretorioFoto"}}]}}]} as unknown as DocumentNode<PremiosQuery, PremiosQueryVariables>;
export const PremiosPorCodigoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PremiosPorCodigo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiosPorCodigo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PremiosPorCodigoQuery, PremiosPorCodigoQueryVariables>;
export const AlterarAtivoPremioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarAtivoPremio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarAtivoPremioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarAtivoPremio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarAtivoPremioMutation, AlterarAtivoPremioMutationVariables>;
export const ExcluirPremioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPremio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirPremioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPremio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirPremioMutation, ExcluirPremioMutationVariables>;
export const ProdutosRevendaPaginadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProdutosRevendaPaginados"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaProdutosRevendaInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtosRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaProdutoRevenda"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProdutoRevenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutoRevenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"nomeRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codigoPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"nomePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontosHerdado"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<ProdutosRevendaPaginadosQuery, ProdutosRevendaPaginadosQueryVariables>;
export const CriarProdutoRevendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarProdutoRevenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutoRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarProdutoRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaProdutoRevenda"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProdutoRevenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutoRevenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"nomeRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codigoPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"nomePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontosHerdado"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<CriarProdutoRevendaMutation, CriarProdutoRevendaMutationVariables>;
export const AtualizarProdutoRevendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarProdutoRevenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarProdutoRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarProdutoRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaProdutoRevenda"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProdutoRevenda"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutoRevenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"nomeRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codigoPadrao"}},{"kind":"Field","name":{"kind":"Name","value":"nomePadrao"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontosHerdado"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<AtualizarProdutoRevendaMutation, AtualizarProdutoRevendaMutationVariables>;
export const AlterarAtivoProdutoRevendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarAtivoProdutoRevenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarAtivoProdutoRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarAtivoProdutoRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarAtivoProdutoRevendaMutation, AlterarAtivoProdutoRevendaMutationVariables>;
export const ExcluirProdutoRevendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirProdutoRevenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirProdutoRevendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirProdutoRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirProdutoRevendaMutation, ExcluirProdutoRevendaMutationVariables>;
export const LinkExportacaoProdutosRevendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkExportacaoProdutosRevenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportarProdutosRevendaInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkExportacaoProdutosRevenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LinkExportacaoProdutosRevendaQuery, LinkExportacaoProdutosRevendaQueryVariables>;
export const ProdutosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Produtos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaProdutosInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaProduto"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProduto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<ProdutosQuery, ProdutosQueryVariables>;
export const ProdutosPorCodigoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProdutosPorCodigo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtosPorCodigo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}}]}}]}}]} as unknown as DocumentNode<ProdutosPorCodigoQuery, ProdutosPorCodigoQueryVariables>;
export const CriarProdutoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarProduto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProdutoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarProduto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaProduto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProduto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<CriarProdutoMutation, CriarProdutoMutationVariables>;
export const AtualizarProdutoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarProduto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarProdutoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarProduto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaProduto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaProduto"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Produto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"codigoBarras"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]} as unknown as DocumentNode<AtualizarProdutoMutation, AtualizarProdutoMutationVariables>;
export const AlterarAtivoProdutoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarAtivoProduto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarAtivoProdutoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarAtivoProduto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"produtosRevendaAtualizados"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarAtivoProdutoMutation, AlterarAtivoProdutoMutationVariables>;
export const ExcluirProdutoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirProduto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirProdutoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirProduto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirProdutoMutation, ExcluirProdutoMutationVariables>;
export const RedesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Redes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaRedesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaRede"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaRede"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rede"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"regiao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPonto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"numeroRevendas"}},{"kind":"Field","name":{"kind":"Name","value":"numeroParceiros"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendas"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}}]}}]} as unknown as DocumentNode<RedesQuery, RedesQueryVariables>;
export const CriarRedeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarRede"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarRedeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarRede"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<CriarRedeMutation, CriarRedeMutationVariables>;
export const AtualizarRedeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarRede"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarRedeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarRede"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"regiao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPonto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarRedeMutation, AtualizarRedeMutationVariables>;
export const AlterarAtivoRedeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarAtivoRede"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarAtivoRedeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarAtivoRede"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AlterarAtivoRedeMutation, AlterarAtivoRedeMutationVariables>;
export const ExcluirRedeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirRede"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirRedeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRede"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirRedeMutation, ExcluirRedeMutationVariables>;
export const TarefasRelatoriosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TarefasRelatorios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tarefasRelatorios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TarefaRelatorioCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TarefaRelatorioCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TarefaRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progresso"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"erro"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"concluidoEm"}}]}}]} as unknown as DocumentNode<TarefasRelatoriosQuery, TarefasRelatoriosQueryVariables>;
export const GerarRelatorioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GerarRelatorio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GerarRelatorioInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gerarRelatorio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"tarefa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TarefaRelatorioCampos"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TarefaRelatorioCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TarefaRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progresso"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"erro"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"concluidoEm"}}]}}]} as unknown as DocumentNode<GerarRelatorioMutation, GerarRelatorioMutationVariables>;
export const TarefaRelatorioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TarefaRelatorio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tarefaRelatorio"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TarefaRelatorioCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TarefaRelatorioCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TarefaRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progresso"}},{"kind":"Field","name":{"kind":"Name","value":"etapa"}},{"kind":"Field","name":{"kind":"Name","value":"erro"}},{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"concluidoEm"}}]}}]} as unknown as DocumentNode<TarefaRelatorioQuery, TarefaRelatorioQueryVariables>;
export const MensuracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Mensuracao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensuracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"mesesAtendidosAntes"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensal"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensalPos"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoMensal"}},{"kind":"Field","name":{"kind":"Name","value":"mediaSemanal"}},{"kind":"Field","name":{"kind":"Name","value":"mediaSemanalPos"}},{"kind":"Field","name":{"kind":"Name","value":"resultadoSemanal"}},{"kind":"Field","name":{"kind":"Name","value":"totalVendidoPos"}},{"kind":"Field","name":{"kind":"Name","value":"mesesAtendidosPos"}},{"kind":"Field","name":{"kind":"Name","value":"dataCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<MensuracaoQuery, MensuracaoQueryVariables>;
export const ObservarMensuracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ObservarMensuracao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ObservarMensuracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observarMensuracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ObservarMensuracaoMutation, ObservarMensuracaoMutationVariables>;
export const ObservacoesMensuracaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObservacoesMensuracao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacoesMensuracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnotacaoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnotacaoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnotacaoRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ObservacoesMensuracaoQuery, ObservacoesMensuracaoQueryVariables>;
export const TaxaSucessoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxaSucesso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ano"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxaSucesso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"ano"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ano"}}},{"kind":"Argument","name":{"kind":"Name","value":"mes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"codProduto"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitarioProduto"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"qtdVendidaAntes"}},{"kind":"Field","name":{"kind":"Name","value":"mesesAtendidoAntes"}},{"kind":"Field","name":{"kind":"Name","value":"mediaMensal"}},{"kind":"Field","name":{"kind":"Name","value":"qtdVendida"}},{"kind":"Field","name":{"kind":"Name","value":"aumentoVendas"}},{"kind":"Field","name":{"kind":"Name","value":"aumentoVendasDinheiro"}},{"kind":"Field","name":{"kind":"Name","value":"taxaSucesso"}}]}}]}}]} as unknown as DocumentNode<TaxaSucessoQuery, TaxaSucessoQueryVariables>;
export const AntifraudeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Antifraude"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"antifraude"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codProduto"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"qtdVendida"}},{"kind":"Field","name":{"kind":"Name","value":"qtdPontuada"}},{"kind":"Field","name":{"kind":"Name","value":"liberado"}},{"kind":"Field","name":{"kind":"Name","value":"qtdAf"}},{"kind":"Field","name":{"kind":"Name","value":"pontosUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"observacao"}}]}}]}}]} as unknown as DocumentNode<AntifraudeQuery, AntifraudeQueryVariables>;
export const ObservarAntifraudeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ObservarAntifraude"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ObservarAntifraudeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observarAntifraude"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ObservarAntifraudeMutation, ObservarAntifraudeMutationVariables>;
export const LiberarAntifraudeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiberarAntifraude"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LiberarAntifraudeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liberarAntifraude"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"redesAntifraude"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<LiberarAntifraudeMutation, LiberarAntifraudeMutationVariables>;
export const ObservacoesAntifraudeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ObservacoesAntifraude"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codProduto"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacoesAntifraude"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"codProduto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codProduto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnotacaoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnotacaoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnotacaoRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ObservacoesAntifraudeQuery, ObservacoesAntifraudeQueryVariables>;
export const LiberacoesAntifraudeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiberacoesAntifraude"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codProduto"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liberacoesAntifraude"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"codProduto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codProduto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnotacaoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnotacaoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnotacaoRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<LiberacoesAntifraudeQuery, LiberacoesAntifraudeQueryVariables>;
export const HistoricoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Historico"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ano"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historico"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"ano"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ano"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"janeiro"}},{"kind":"Field","name":{"kind":"Name","value":"fevereiro"}},{"kind":"Field","name":{"kind":"Name","value":"marco"}},{"kind":"Field","name":{"kind":"Name","value":"abril"}},{"kind":"Field","name":{"kind":"Name","value":"maio"}},{"kind":"Field","name":{"kind":"Name","value":"junho"}},{"kind":"Field","name":{"kind":"Name","value":"julho"}},{"kind":"Field","name":{"kind":"Name","value":"agosto"}},{"kind":"Field","name":{"kind":"Name","value":"setembro"}},{"kind":"Field","name":{"kind":"Name","value":"outubro"}},{"kind":"Field","name":{"kind":"Name","value":"novembro"}},{"kind":"Field","name":{"kind":"Name","value":"dezembro"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<HistoricoQuery, HistoricoQueryVariables>;
export const HistoricoPrimeiraDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoricoPrimeiraData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historicoPrimeiraData"}}]}}]} as unknown as DocumentNode<HistoricoPrimeiraDataQuery, HistoricoPrimeiraDataQueryVariables>;
export const SerieComprasVendasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SerieComprasVendas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ano"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serieComprasVendas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"ano"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ano"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"compras"}},{"kind":"Field","name":{"kind":"Name","value":"vendas"}},{"kind":"Field","name":{"kind":"Name","value":"qtdComprada"}},{"kind":"Field","name":{"kind":"Name","value":"qtdVendida"}}]}}]}}]} as unknown as DocumentNode<SerieComprasVendasQuery, SerieComprasVendasQueryVariables>;
export const ProdutosVendidosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProdutosVendidos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revenda"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ano"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtosVendidos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"revenda"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revenda"}}},{"kind":"Argument","name":{"kind":"Name","value":"ano"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ano"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"codProduto"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitarioMedio"}},{"kind":"Field","name":{"kind":"Name","value":"valorTotal"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontuado"}}]}}]}}]} as unknown as DocumentNode<ProdutosVendidosQuery, ProdutosVendidosQueryVariables>;
export const ComprasPontuacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComprasPontuacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ano"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprasPontuacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"ano"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ano"}}},{"kind":"Argument","name":{"kind":"Name","value":"mes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"codProduto"}},{"kind":"Field","name":{"kind":"Name","value":"produto"}},{"kind":"Field","name":{"kind":"Name","value":"dataUltimoPedido"}},{"kind":"Field","name":{"kind":"Name","value":"qtdUltimoPedido"}},{"kind":"Field","name":{"kind":"Name","value":"dataPenultimoPedido"}},{"kind":"Field","name":{"kind":"Name","value":"qtdPenultimoPedido"}},{"kind":"Field","name":{"kind":"Name","value":"qtdVendida"}},{"kind":"Field","name":{"kind":"Name","value":"qtdPontuada"}},{"kind":"Field","name":{"kind":"Name","value":"saldoEstoqueRegional"}},{"kind":"Field","name":{"kind":"Name","value":"saldoEstoque"}}]}}]}}]} as unknown as DocumentNode<ComprasPontuacaoQuery, ComprasPontuacaoQueryVariables>;
export const RegistrarSaldoEstoqueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrarSaldoEstoque"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrarSaldoEstoqueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrarSaldoEstoque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrarSaldoEstoqueMutation, RegistrarSaldoEstoqueMutationVariables>;
export const LiberacoesEstoqueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiberacoesEstoque"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rede"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codProduto"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liberacoesEstoque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rede"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rede"}}},{"kind":"Argument","name":{"kind":"Name","value":"codProduto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codProduto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnotacaoCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnotacaoCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnotacaoRelatorio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"parametros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"observacao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<LiberacoesEstoqueQuery, LiberacoesEstoqueQueryVariables>;
export const RelatorioExternoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatorioExterno"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioExterno"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]} as unknown as DocumentNode<RelatorioExternoQuery, RelatorioExternoQueryVariables>;
export const RedesEmAlertaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedesEmAlerta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redesAntifraude"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<RedesEmAlertaQuery, RedesEmAlertaQueryVariables>;
export const RelatorioGeradoEmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatorioGeradoEm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TipoRelatorio"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatorioGeradoEm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tipo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tipo"}}}]}]}}]} as unknown as DocumentNode<RelatorioGeradoEmQuery, RelatorioGeradoEmQueryVariables>;
export const ResgatesPainelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResgatesPainel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaResgatesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resgates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaResgate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<ResgatesPainelQuery, ResgatesPainelQueryVariables>;
export const CancelarResgateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelarResgate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelarResgateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelarResgate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"resgate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaResgate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<CancelarResgateMutation, CancelarResgateMutationVariables>;
export const AlterarStatusResgateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarStatusResgate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarStatusResgateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarStatusResgate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"resgate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaResgate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<AlterarStatusResgateMutation, AlterarStatusResgateMutationVariables>;
export const AlterarStatusResgatesEmLoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarStatusResgatesEmLote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarStatusResgatesEmLoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarStatusResgatesEmLote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"ignorados"}},{"kind":"Field","name":{"kind":"Name","value":"resgates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaResgate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<AlterarStatusResgatesEmLoteMutation, AlterarStatusResgatesEmLoteMutationVariables>;
export const AlterarDataEntregaResgateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarDataEntregaResgate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarDataEntregaResgateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarDataEntregaResgate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"resgate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaResgate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<AlterarDataEntregaResgateMutation, AlterarDataEntregaResgateMutationVariables>;
export const AlterarObservacaoResgateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarObservacaoResgate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarObservacaoResgateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarObservacaoResgate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"resgate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinhaResgate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinhaResgate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resgate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"pontosGastos"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nomeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEntrega"}}]}}]} as unknown as DocumentNode<AlterarObservacaoResgateMutation, AlterarObservacaoResgateMutationVariables>;
export const CorrecoesPontuacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrecoesPontuacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correcoesPontuacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendasCorrigir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idVenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"pontuacaoAtual"}},{"kind":"Field","name":{"kind":"Name","value":"pontuacaoNova"}},{"kind":"Field","name":{"kind":"Name","value":"aPontuar"}}]}}]}}]}}]} as unknown as DocumentNode<CorrecoesPontuacaoQuery, CorrecoesPontuacaoQueryVariables>;
export const CorrigirPontuacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrigirPontuacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrigirPontuacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"corrigirPontuacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"idVenda"}},{"kind":"Field","name":{"kind":"Name","value":"aplicado"}},{"kind":"Field","name":{"kind":"Name","value":"restante"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<CorrigirPontuacaoMutation, CorrigirPontuacaoMutationVariables>;
export const NovaVendaParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NovaVendaParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceiroPorCpf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}}]}}]}}]} as unknown as DocumentNode<NovaVendaParceiroQuery, NovaVendaParceiroQueryVariables>;
export const NovaVendaProdutoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NovaVendaProduto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtosPorCodigo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorUnitario"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}}]}}]}}]} as unknown as DocumentNode<NovaVendaProdutoQuery, NovaVendaProdutoQueryVariables>;
export const NovaVendaDocumentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NovaVendaDocumento"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendasPorDocumentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendasPorDocumento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NovaVendaDocumentoQuery, NovaVendaDocumentoQueryVariables>;
export const PontuarVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PontuarVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PontuarVendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pontuarVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosCreditados"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<PontuarVendaMutation, PontuarVendaMutationVariables>;
export const PreviaVendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviaVenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviaVendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previaVenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fator"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosCreditados"}},{"kind":"Field","name":{"kind":"Name","value":"limitePontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"participante"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]}}]} as unknown as DocumentNode<PreviaVendaQuery, PreviaVendaQueryVariables>;
export const ImportarPlanilhaVendasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportarPlanilhaVendas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportarPlanilhaVendasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importarPlanilhaVendas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"erros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ImportarPlanilhaVendasMutation, ImportarPlanilhaVendasMutationVariables>;
export const ListarParceirosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListarParceiros"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaParceirosInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceiros"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroPainelCampos"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroPainelCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParceiroPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacaoRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"diasSemAcesso"}},{"kind":"Field","name":{"kind":"Name","value":"quemIndicou"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<ListarParceirosQuery, ListarParceirosQueryVariables>;
export const ParceiroPorCpfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParceiroPorCpf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceiroPorCpf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroPainelCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroPainelCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParceiroPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacaoRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"diasSemAcesso"}},{"kind":"Field","name":{"kind":"Name","value":"quemIndicou"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<ParceiroPorCpfQuery, ParceiroPorCpfQueryVariables>;
export const CpfDeParceiroCadastradoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpfDeParceiroCadastrado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parceiroPorCpf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CpfDeParceiroCadastradoQuery, CpfDeParceiroCadastradoQueryVariables>;
export const JustificativasDoParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JustificativasDoParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"justificativasDoParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"statusAnterior"}},{"kind":"Field","name":{"kind":"Name","value":"statusNovo"}},{"kind":"Field","name":{"kind":"Name","value":"justificativa"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<JustificativasDoParceiroQuery, JustificativasDoParceiroQueryVariables>;
export const CriarParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CriarParceiroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroPainelCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroPainelCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParceiroPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacaoRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"diasSemAcesso"}},{"kind":"Field","name":{"kind":"Name","value":"quemIndicou"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<CriarParceiroMutation, CriarParceiroMutationVariables>;
export const AtualizarParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarParceiroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroPainelCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroPainelCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParceiroPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacaoRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"diasSemAcesso"}},{"kind":"Field","name":{"kind":"Name","value":"quemIndicou"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<AtualizarParceiroMutation, AtualizarParceiroMutationVariables>;
export const AlterarStatusParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarStatusParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarStatusParceiroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarStatusParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroPainelCampos"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroPainelCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParceiroPainel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"revendaId"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"codRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjCddRevendaMaster"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacaoRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"redeId"}},{"kind":"Field","name":{"kind":"Name","value":"rede"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"ultimaPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"diasSemAcesso"}},{"kind":"Field","name":{"kind":"Name","value":"quemIndicou"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]} as unknown as DocumentNode<AlterarStatusParceiroMutation, AlterarStatusParceiroMutationVariables>;
export const ExcluirParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExcluirParceiroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ExcluirParceiroMutation, ExcluirParceiroMutationVariables>;
export const SairDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Sair"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sair"}}]}}]} as unknown as DocumentNode<SairMutation, SairMutationVariables>;
export const BannersIntervaloDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannersIntervalo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannersIntervalo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}}]}}]}}]} as unknown as DocumentNode<BannersIntervaloQuery, BannersIntervaloQueryVariables>;
export const RevendasPublicasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RevendasPublicas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendasPublicas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}}]}}]} as unknown as DocumentNode<RevendasPublicasQuery, RevendasPublicasQueryVariables>;
export const RevendaPublicaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RevendaPublica"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revendaPublica"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}}]}}]}}]} as unknown as DocumentNode<RevendaPublicaQuery, RevendaPublicaQueryVariables>;
export const CpfCadastradoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpfCadastrado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpfCadastrado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cpf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cpf"}}}]}]}}]} as unknown as DocumentNode<CpfCadastradoQuery, CpfCadastradoQueryVariables>;
export const CadastrarParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CadastrarParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CadastroParceiroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cadastrarParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<CadastrarParceiroMutation, CadastrarParceiroMutationVariables>;
export const MeuCartaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuCartao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meuCartao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueado"}},{"kind":"Field","name":{"kind":"Name","value":"emDesbloqueio"}},{"kind":"Field","name":{"kind":"Name","value":"entregue"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<MeuCartaoQuery, MeuCartaoQueryVariables>;
export const AlterarStatusCartaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarStatusCartao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlterarStatusCartaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarStatusCartao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sucesso"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"cartao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueado"}},{"kind":"Field","name":{"kind":"Name","value":"emDesbloqueio"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AlterarStatusCartaoMutation, AlterarStatusCartaoMutationVariables>;
export const PremiosCreditoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PremiosCredito"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"ordenarPor"},"value":{"kind":"EnumValue","value":"pontos"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direcao"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"diretorioFoto"}}]}}]}}]}}]} as unknown as DocumentNode<PremiosCreditoQuery, PremiosCreditoQueryVariables>;
export const OfertasCategoriasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfertasCategorias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ofertasCategorias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<OfertasCategoriasQuery, OfertasCategoriasQueryVariables>;
export const OfertasExperienciasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfertasExperiencias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categorias"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subcategorias"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ofertasExperiencias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categorias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categorias"}}},{"kind":"Argument","name":{"kind":"Name","value":"subcategorias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subcategorias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}}]}}]} as unknown as DocumentNode<OfertasExperienciasQuery, OfertasExperienciasQueryVariables>;
export const OfertasCidadesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfertasCidades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categorias"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"experiencia"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ofertasCidades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categorias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categorias"}}},{"kind":"Argument","name":{"kind":"Name","value":"experiencia"},"value":{"kind":"Variable","name":{"kind":"Name","value":"experiencia"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"localizedName"}}]}}]}}]} as unknown as DocumentNode<OfertasCidadesQuery, OfertasCidadesQueryVariables>;
export const OfertasLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfertasLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OfertasLojaInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ofertasLoja"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pagina"}},{"kind":"Field","name":{"kind":"Name","value":"porPagina"}},{"kind":"Field","name":{"kind":"Name","value":"temProxima"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosSemDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"}},{"kind":"Field","name":{"kind":"Name","value":"cidade"}}]}}]}}]}}]} as unknown as DocumentNode<OfertasLojaQuery, OfertasLojaQueryVariables>;
export const DetalheResgatavelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DetalheResgatavel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detalheResgatavel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosAlternativo"}},{"kind":"Field","name":{"kind":"Name","value":"pontosSemDesconto"}},{"kind":"Field","name":{"kind":"Name","value":"diretorioFoto"}},{"kind":"Field","name":{"kind":"Name","value":"imagens"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"experience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mainImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ageFrom"}},{"kind":"Field","name":{"kind":"Name","value":"ageTo"}},{"kind":"Field","name":{"kind":"Name","value":"offerTerms"}}]}}]}}]} as unknown as DocumentNode<DetalheResgatavelQuery, DetalheResgatavelQueryVariables>;
export const ResgatarPremioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResgatarPremio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResgatarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resgatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saldoNovo"}},{"kind":"Field","name":{"kind":"Name","value":"cartao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"bloqueado"}},{"kind":"Field","name":{"kind":"Name","value":"emDesbloqueio"}},{"kind":"Field","name":{"kind":"Name","value":"entregue"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ResgatarPremioMutation, ResgatarPremioMutationVariables>;
export const RegrasResgateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegrasResgate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regrasResgate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"limiteMensal"}},{"kind":"Field","name":{"kind":"Name","value":"resgatesNoMes"}},{"kind":"Field","name":{"kind":"Name","value":"restantesNoMes"}},{"kind":"Field","name":{"kind":"Name","value":"limiteSemanal"}},{"kind":"Field","name":{"kind":"Name","value":"resgatesNaSemana"}},{"kind":"Field","name":{"kind":"Name","value":"restantesNaSemana"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"podeResgatar"}},{"kind":"Field","name":{"kind":"Name","value":"motivo"}}]}}]}}]} as unknown as DocumentNode<RegrasResgateQuery, RegrasResgateQueryVariables>;
export const MeuCodigoIndicacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuCodigoIndicacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meuCodigoIndicacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<MeuCodigoIndicacaoQuery, MeuCodigoIndicacaoQueryVariables>;
export const MinhasIndicacoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasIndicacoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaIndicacoesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"indicacoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"validado"}},{"kind":"Field","name":{"kind":"Name","value":"plataforma"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resumoIndicacoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validas"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]} as unknown as DocumentNode<MinhasIndicacoesQuery, MinhasIndicacoesQueryVariables>;
export const AtualizarPerfilParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPerfilParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PerfilInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPerfilParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<AtualizarPerfilParceiroMutation, AtualizarPerfilParceiroMutationVariables>;
export const EnviarEmailContatoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarEmailContato"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnviarEmailContatoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarEmailContato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<EnviarEmailContatoMutation, EnviarEmailContatoMutationVariables>;
export const ProdutosDaMinhaLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProdutosDaMinhaLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaProdutosDaLojaInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtosDaMinhaLoja"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontosPorUnidade"}}]}}]}}]}}]} as unknown as DocumentNode<ProdutosDaMinhaLojaQuery, ProdutosDaMinhaLojaQueryVariables>;
export const LoginSocialConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginSocialConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginSocialConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"habilitado"}},{"kind":"Field","name":{"kind":"Name","value":"provedor"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationEndpoint"}}]}}]}}]} as unknown as DocumentNode<LoginSocialConfigQuery, LoginSocialConfigQueryVariables>;
export const EntrarParceiroSocialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntrarParceiroSocial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nonce"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrarParceiroSocial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"nonce"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nonce"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<EntrarParceiroSocialMutation, EntrarParceiroSocialMutationVariables>;
export const MinhasFotosVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasFotosVideos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minhasFotosVideos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"premio"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"midia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}}]}}]}}]}}]} as unknown as DocumentNode<MinhasFotosVideosQuery, MinhasFotosVideosQueryVariables>;
export const MeuParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuParceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meuParceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<MeuParceiroQuery, MeuParceiroQueryVariables>;
export const AceitarRegulamentoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AceitarRegulamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aceitarRegulamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AceitarRegulamentoMutation, AceitarRegulamentoMutationVariables>;
export const SaldoProdutoLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaldoProdutoLoja"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaldoProdutoLojaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saldoProdutoLoja"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"comprado"}},{"kind":"Field","name":{"kind":"Name","value":"usado"}},{"kind":"Field","name":{"kind":"Name","value":"disponivel"}},{"kind":"Field","name":{"kind":"Name","value":"pontosPorUnidade"}},{"kind":"Field","name":{"kind":"Name","value":"produto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtoId"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valorPontos"}}]}}]}}]}}]} as unknown as DocumentNode<SaldoProdutoLojaQuery, SaldoProdutoLojaQueryVariables>;
export const EnviarPontuacaoDigitadaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarPontuacaoDigitada"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnviarPontuacaoDigitadaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarPontuacaoDigitada"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<EnviarPontuacaoDigitadaMutation, EnviarPontuacaoDigitadaMutationVariables>;
export const MinhasPontuacoesAprovadasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasPontuacoesAprovadas"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPontuacoesAprovadasInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minhasPontuacoesAprovadas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identificador"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"pontuadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"venceEm"}},{"kind":"Field","name":{"kind":"Name","value":"validadePontos"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}}]}}]}}]}}]} as unknown as DocumentNode<MinhasPontuacoesAprovadasQuery, MinhasPontuacoesAprovadasQueryVariables>;
export const MinhasPontuacoesEmAnaliseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasPontuacoesEmAnalise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListaPontuacoesEmAnaliseInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minhasPontuacoesEmAnalise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalEstimado"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PontuacaoDoMembroCampos"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PontuacaoDoMembroCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoDoMembro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEnvio"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]} as unknown as DocumentNode<MinhasPontuacoesEmAnaliseQuery, MinhasPontuacoesEmAnaliseQueryVariables>;
export const MinhasPontuacoesNaoProcessadasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasPontuacoesNaoProcessadas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minhasPontuacoesNaoProcessadas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PontuacaoDoMembroCampos"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PontuacaoDoMembroCampos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PontuacaoDoMembro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"linkArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoArquivo"}},{"kind":"Field","name":{"kind":"Name","value":"criadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"dataEnvio"}},{"kind":"Field","name":{"kind":"Name","value":"atualizadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"reprovadoMotivo"}},{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"valor"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]} as unknown as DocumentNode<MinhasPontuacoesNaoProcessadasQuery, MinhasPontuacoesNaoProcessadasQueryVariables>;
export const MeusPontosPorCodigoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeusPontosPorCodigo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meusPontosPorCodigo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"quantidade"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]} as unknown as DocumentNode<MeusPontosPorCodigoQuery, MeusPontosPorCodigoQueryVariables>;
export const MeusProximosVencimentosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeusProximosVencimentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meusProximosVencimentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venceEm"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}}]}}]}}]} as unknown as DocumentNode<MeusProximosVencimentosQuery, MeusProximosVencimentosQueryVariables>;
export const MeuExtratoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuExtrato"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtratoInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extrato"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saldo"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pagina"}},{"kind":"Field","name":{"kind":"Name","value":"porPagina"}},{"kind":"Field","name":{"kind":"Name","value":"temProxima"}},{"kind":"Field","name":{"kind":"Name","value":"movimentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"pontos"}},{"kind":"Field","name":{"kind":"Name","value":"saldoApos"}}]}}]}}]}}]} as unknown as DocumentNode<MeuExtratoQuery, MeuExtratoQueryVariables>;
export const SaldoPontosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaldoPontos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}}]}}]}}]} as unknown as DocumentNode<SaldoPontosQuery, SaldoPontosQueryVariables>;
export const EnviarComprovantesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnviarComprovantes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnviarComprovantesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enviarComprovantes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"arquivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<EnviarComprovantesMutation, EnviarComprovantesMutationVariables>;
export const MinhasPontuacoesPlataformaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MinhasPontuacoesPlataforma"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minhasPontuacoesPlataforma"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plataforma"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"dataEnvio"}}]}}]}}]} as unknown as DocumentNode<MinhasPontuacoesPlataformaQuery, MinhasPontuacoesPlataformaQueryVariables>;
export const ProdutoPorCodigoBarrasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProdutoPorCodigoBarras"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"produtoPorCodigoBarras"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codigo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codigo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]} as unknown as DocumentNode<ProdutoPorCodigoBarrasQuery, ProdutoPorCodigoBarrasQueryVariables>;
export const MeusResgatesLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeusResgatesLoja"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meusResgates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"premio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}}]}}]}}]}}]} as unknown as DocumentNode<MeusResgatesLojaQuery, MeusResgatesLojaQueryVariables>;
export const MeuVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeuVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meuVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qtde"}},{"kind":"Field","name":{"kind":"Name","value":"redemptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"resgatadoEm"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"premio"}},{"kind":"Field","name":{"kind":"Name","value":"codigo"}},{"kind":"Field","name":{"kind":"Name","value":"parceiroOferta"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"obs"}},{"kind":"Field","name":{"kind":"Name","value":"escolhaMembro"}},{"kind":"Field","name":{"kind":"Name","value":"origem"}},{"kind":"Field","name":{"kind":"Name","value":"cancelado"}},{"kind":"Field","name":{"kind":"Name","value":"canceladoEm"}},{"kind":"Field","name":{"kind":"Name","value":"local"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]} as unknown as DocumentNode<MeuVoucherQuery, MeuVoucherQueryVariables>;
export const SolicitarRecuperacaoSenhaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SolicitarRecuperacaoSenha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SolicitarRecuperacaoSenhaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitarRecuperacaoSenha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<SolicitarRecuperacaoSenhaMutation, SolicitarRecuperacaoSenhaMutationVariables>;
export const ValidarRecuperacaoSenhaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidarRecuperacaoSenha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidarRecuperacaoSenhaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validarRecuperacaoSenha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valido"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ValidarRecuperacaoSenhaMutation, ValidarRecuperacaoSenhaMutationVariables>;
export const AtualizarSenhaRecuperacaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarSenhaRecuperacao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AtualizarSenhaRecuperacaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarSenhaRecuperacao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarSenhaRecuperacaoMutation, AtualizarSenhaRecuperacaoMutationVariables>;
export const EntrarParceiroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EntrarParceiro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntrarParceiroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entrarParceiro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"parceiro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParceiroSessao"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errosDeUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParceiroSessao"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parceiro"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cpf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"celular"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"sexo"}},{"kind":"Field","name":{"kind":"Name","value":"dataNascimento"}},{"kind":"Field","name":{"kind":"Name","value":"endRua"}},{"kind":"Field","name":{"kind":"Name","value":"endNumero"}},{"kind":"Field","name":{"kind":"Name","value":"endComplemento"}},{"kind":"Field","name":{"kind":"Name","value":"endBairro"}},{"kind":"Field","name":{"kind":"Name","value":"endCidade"}},{"kind":"Field","name":{"kind":"Name","value":"endEstado"}},{"kind":"Field","name":{"kind":"Name","value":"endCep"}},{"kind":"Field","name":{"kind":"Name","value":"hobby"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjRevenda"}},{"kind":"Field","name":{"kind":"Name","value":"saldoPontos"}},{"kind":"Field","name":{"kind":"Name","value":"totalPontos"}},{"kind":"Field","name":{"kind":"Name","value":"aceitouRegulamento"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"idIndicacao"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoAcessoEm"}},{"kind":"Field","name":{"kind":"Name","value":"revenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"nomeFantasia"}},{"kind":"Field","name":{"kind":"Name","value":"tipoPontuacao"}},{"kind":"Field","name":{"kind":"Name","value":"resgateLiberado"}}]}}]}}]} as unknown as DocumentNode<EntrarParceiroMutation, EntrarParceiroMutationVariables>;
export const SairLojaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SairLoja"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sair"}}]}}]} as unknown as DocumentNode<SairLojaMutation, SairLojaMutationVariables>;