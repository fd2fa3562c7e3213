import path from 'node:path';
import type { ConfigS3 } from './core/armazenamento-s3';
import { ESQUEMA_AMBIENTE } from './config-esquema';

/** Root of the repository (gateway/dist/.. /..). */
export const RAIZ = path.resolve(__dirname, '..', '..');

export interface Config {
  ambiente: 'production' | 'development' | 'test';
  porta: number;
  databaseUrl: string | null;
  dadosDir: string;
  pgEmbutidoPorta: number;
  semear: boolean;
  painelDir: string;
  lojaDir: string;
  logNivel: string;
  sessao: { painelInatividadeMin: number; painelMaximoH: number; lojaInatividadeMin: number; lojaMaximoH: number };
  /**
   * Login throttling (modules/sessoes/tentativas.service.ts): failures per CPF; failures per address
   * before that address is held to the CPFs it has not failed on; distinct CPFs failed from one
   * address that make it a password sprayer.
   */
  tentativas: { maximo: number; maximoEndereco: number; maximoCpfsEndereco: number; janelaMin: number };
  /** Express 'trust proxy': the proxies whose X-Forwarded-For is believed; empty trusts none. */
  proxiesConfiaveis: string[];
  cep: { provedorUrl: string; timeoutMs: number };
  /** Key of signed download links; null means one generated and kept in the database. */
  segredoLinks: string | null;
  /** Key that encrypts stored secrets (the WhatsApp token); null means one generated and kept in the database. */
  chaveSegredos: string | null;
  /** Background jobs of this instance (WhatsApp sender, expiry reminders). */
  jobs: boolean;
  whatsapp: { timeoutMs: number };
  /** Outgoing e-mail (password recovery). smtpUrl null: links are logged at warn level instead (development). */
  email: { smtpUrl: string | null; remetente: string };
  /** Public address of the storefront, the base of links sent by e-mail. */
  urlPublica: string;
  /** Origins allowed to call /api and /graphql across origins (CORS): the panel's and the storefront's. */
  origensCors: string[];
  /** Expensive calls (heavy reads, exports, spreadsheet and file uploads) per caller per minute. */
  limitePesadasMin: number;
  /** Spreadsheet uploads this instance reads at once (core/planilha.ts); others wait briefly, then 503. */
  planilhasSimultaneas: number;
  /** Absolute prefixes a file link (linkArquivo) may start with besides the product's own /api/arquivos/ files. */
  linksArquivoPermitidos: string[];
  /** Data rows one sales spreadsheet may hold (LIMITES_UPLOAD_VENDAS.linhas; may only be lowered). */
  uploadVendasMaxLinhas: number;
  /** The PostgreSQL pool and the limits of every wait on it (db/data-source.ts, docs/operacao-producao.md). */
  banco: { poolMax: number; conexoesPesadas: number; tempoConexaoMs: number; tempoConsultaMs: number };
  /** Heavy reads (core/leituras-pesadas.ts): how many one caller may run at once, and each statement's budget. */
  pesadas: { porUsuario: number; tempoMs: number };
  /** Seconds the dashboard figures of one scope and network are reused (0: never). */
  dashboardCacheS: number;
  maisVendidosCacheS: number;
  /** Bearer token that /metrics requires; null leaves it open (keep it off the public proxy). */
  tokenMetricas: string | null;
  /** Partner-offer catalogue provider (docs/ofertas-e-catalogo.md). url null: sync is refused with a clear message. */
  ofertas: { provedorUrl: string | null; token: string | null; timeoutMs: number };
  /** Programme limit: redemptions per member per calendar month (spec 3 §1: 5). */
  resgatesPorMes: number;
  /** Where the storefront's contact messages go (docs/codigos-indicacoes-e-contas.md). */
  emailSuporte: string;
  /** Members' social login (OpenID Connect): null when OIDC_ISSUER or OIDC_CLIENT_ID is missing. */
  social: { provedor: string; issuer: string; clientId: string } | null;
  /** Address of the external dashboard embedded by the Relatório screen; null when none is configured. */
  relatorioUrl: string | null;
  /** S3-compatible file storage (core/armazenamento-s3.ts); null keeps files in SW_DATA_DIR/arquivos. */
  s3: ConfigS3 | null;
}

/** One documented variable: README's configuration table is written from this list. */
interface Variavel {
  nome: string;
  padrao: string;
  descricao: string;
}
export const VARIAVEIS: Variavel[] = [
  { nome: 'PORT', padrao: '4000', descricao: 'Porta HTTP do gateway (painel, loja, /api e /graphql).' },
  { nome: 'NODE_ENV', padrao: 'development', descricao: 'production desliga introspecção e o IDE GraphQL.' },
  { nome: 'DATABASE_URL', padrao: '(vazio)', descricao: 'PostgreSQL externo; vazio inicia um PostgreSQL embutido.' },
  { nome: 'SW_DATA_DIR', padrao: '.data', descricao: 'Pasta dos dados do PostgreSQL embutido e dos arquivos.' },
  { nome: 'SW_PAINEL_DIR', padrao: 'panel-web/dist', descricao: 'Pasta do painel compilado (com as cópias .br e .gz que o build grava), servida em /painel.' },
  { nome: 'SW_LOJA_DIR', padrao: 'storefront-web/dist', descricao: 'Pasta da loja compilada, servida em /.' },
  { nome: 'SW_PG_PORT', padrao: '54329', descricao: 'Porta do PostgreSQL embutido (somente 127.0.0.1).' },
  { nome: 'SW_SEED', padrao: 'true', descricao: 'Carrega os dados de demonstração no primeiro início.' },
  { nome: 'LOG_LEVEL', padrao: 'info', descricao: 'Nível dos logs JSON (trace, debug, info, warn, error, silent).' },
  { nome: 'SESSAO_PAINEL_INATIVIDADE_MIN', padrao: '480', descricao: 'Minutos sem uso que encerram uma sessão do painel.' },
  { nome: 'SESSAO_PAINEL_MAXIMO_H', padrao: '24', descricao: 'Duração máxima de uma sessão do painel, em horas.' },
  { nome: 'SESSAO_LOJA_INATIVIDADE_MIN', padrao: '43200', descricao: 'Minutos sem uso que encerram uma sessão da loja.' },
  { nome: 'SESSAO_LOJA_MAXIMO_H', padrao: '2160', descricao: 'Duração máxima de uma sessão da loja, em horas.' },
  {
    nome: 'LOGIN_MAX_TENTATIVAS',
    padrao: '10',
    descricao: 'Falhas de login de um CPF (de qualquer endereço) antes de responder 429 a esse CPF, mesmo com a senha certa.',
  },
  {
    nome: 'LOGIN_MAX_TENTATIVAS_ENDERECO',
    padrao: '100',
    descricao:
      'Falhas de login de um endereço (muitos celulares saem pelo mesmo IP da operadora) a partir das quais esse endereço só tenta CPFs que ainda não falharam nele.',
  },
  {
    nome: 'LOGIN_MAX_CPFS_ENDERECO',
    padrao: '20',
    descricao:
      'CPFs distintos com falha de login a partir de um endereço: acima disso o endereço está testando senhas em massa e recebe 429 para qualquer CPF.',
  },
  { nome: 'LOGIN_JANELA_MIN', padrao: '15', descricao: 'Janela, em minutos, em que as falhas de login são contadas.' },
  {
    nome: 'SW_PROXIES_CONFIAVEIS',
    padrao: '(vazio)',
    descricao:
      'Proxies cujo X-Forwarded-For vale como endereço do cliente (limites por endereço): lista separada por vírgulas de IPs, redes CIDR (172.28.0.10, 10.0.0.0/8) ou loopback, linklocal, uniquelocal; vazio não confia em nenhum.',
  },
  { nome: 'CEP_PROVEDOR_URL', padrao: 'https://viacep.com.br/ws/{cep}/json/', descricao: 'Serviço de CEP no formato ViaCEP; {cep} recebe os 8 dígitos.' },
  { nome: 'CEP_TIMEOUT_MS', padrao: '4000', descricao: 'Tempo máximo de espera pelo serviço de CEP.' },
  {
    nome: 'SW_SEGREDO_LINKS',
    padrao: '(vazio)',
    descricao: 'Chave (32+ caracteres) dos links de download assinados; vazio gera uma e a guarda no banco, para todas as instâncias.',
  },
  {
    nome: 'SW_CHAVE_SEGREDOS',
    padrao: '(vazio)',
    descricao: 'Chave (32+ caracteres) que cifra segredos guardados no banco (token do WhatsApp); vazio gera uma e a guarda no banco.',
  },
  {
    nome: 'SW_JOBS',
    padrao: 'true',
    descricao:
      'Trabalhadores e agenda da fila de tarefas (pg-boss) nesta instância: geração de relatórios (também a noturna e após uploads), envio de WhatsApp, lembretes de vencimento; false só enfileira.',
  },
  { nome: 'WHATSAPP_TIMEOUT_MS', padrao: '10000', descricao: 'Tempo máximo de espera pelo serviço de WhatsApp em cada envio.' },
  {
    nome: 'SMTP_URL',
    padrao: '(vazio)',
    descricao: 'Servidor de e-mail (smtp:// ou smtps://usuario:senha@host:porta) da recuperação de senha; vazio registra o link no log (desenvolvimento).',
  },
  { nome: 'SMTP_FROM', padrao: 'Experiências SW <nao-responda@experienciassw.com.br>', descricao: 'Remetente dos e-mails enviados.' },
  { nome: 'SW_URL_PUBLICA', padrao: 'http://localhost:4000', descricao: 'Endereço público da loja, base dos links enviados por e-mail.' },
  {
    nome: 'SW_ORIGEM_PAINEL',
    padrao: '(vazio)',
    descricao: 'Origem (https://painel.exemplo.com.br) do painel quando ele chama a API de outro domínio (CORS); vazio: só a mesma origem.',
  },
  { nome: 'SW_ORIGEM_LOJA', padrao: '(vazio)', descricao: 'Origem da loja quando ela chama a API de outro domínio (CORS); vazio: só a mesma origem.' },
  {
    nome: 'DASHBOARD_CACHE_S',
    padrao: '30',
    descricao: 'Segundos em que os números do dashboard de um mesmo escopo e rede são reaproveitados por instância (0 desliga).',
  },
  {
    nome: 'MAIS_VENDIDOS_CACHE_S',
    padrao: '30',
    descricao: 'Segundos em que os produtos mais vendidos de um mesmo escopo e filtros são reaproveitados por instância (0 desliga).',
  },
  {
    nome: 'LIMITE_PESADAS_MIN',
    padrao: '30',
    descricao:
      'Chamadas caras (relatórios e outras leituras pesadas, exportações, envio de planilhas e arquivos) por usuário ou endereço por minuto, antes de responder 429.',
  },
  {
    nome: 'SW_PLANILHAS_SIMULTANEAS',
    padrao: '2',
    descricao: 'Planilhas .xlsx lidas ao mesmo tempo por instância; até 10 outras esperam até 30 s por uma vaga, e além disso o envio responde 503.',
  },
  {
    nome: 'SW_LINKS_ARQUIVO_PERMITIDOS',
    padrao: '(vazio)',
    descricao:
      'Prefixos http(s) (separados por vírgula, ex.: https://cdn.exemplo.com.br/notas/) aceitos no link do arquivo de uma venda além dos arquivos do próprio sistema (/api/arquivos/...); vazio: só os do sistema.',
  },
  {
    nome: 'UPLOAD_VENDAS_MAX_LINHAS',
    padrao: '100000',
    descricao:
      'Linhas de dados aceitas numa planilha de upload de vendas; acima disso o arquivo é recusado inteiro. Só pode ser reduzido (o teste do limite usa um valor baixo).',
  },
  {
    nome: 'PESADAS_POR_USUARIO',
    padrao: '2',
    descricao:
      'Leituras pesadas (relatórios, correções, produtos mais vendidos, dashboard, exportações) em andamento ao mesmo tempo por usuário ou endereço, em cada instância; a seguinte recebe 429.',
  },
  {
    nome: 'PESADAS_TEMPO_MS',
    padrao: '20000',
    descricao: 'Tempo máximo de cada consulta de uma leitura pesada; passado esse tempo a consulta é cancelada no banco e a chamada responde 503.',
  },
  { nome: 'DB_POOL_MAX', padrao: '20', descricao: 'Conexões do pool do PostgreSQL em cada instância.' },
  {
    nome: 'DB_POOL_PESADAS',
    padrao: '5',
    descricao:
      'Conexões do pool que as leituras pesadas podem ocupar ao mesmo tempo (no máximo DB_POOL_MAX − 1); as outras ficam para login, sessões, /healthz e as chamadas dos vendedores.',
  },
  {
    nome: 'DB_TEMPO_CONEXAO_MS',
    padrao: '3000',
    descricao:
      'Tempo máximo para abrir uma conexão com o PostgreSQL ou esperar uma livre no pool; também o limite da consulta da sessão e do /healthz. Passado, a chamada responde 503.',
  },
  {
    nome: 'DB_TEMPO_CONSULTA_MS',
    padrao: '30000',
    descricao: 'Tempo máximo de cada comando SQL (statement_timeout); as requisições também o aplicam do lado do gateway, com 5 s de folga.',
  },
  {
    nome: 'SW_METRICAS_TOKEN',
    padrao: '(vazio)',
    descricao: 'Token (Authorization: Bearer) exigido por GET /metrics; vazio deixa aberto (bloqueie /metrics no proxy público).',
  },
  {
    nome: 'OFERTAS_PROVEDOR_URL',
    padrao: '(vazio)',
    descricao: 'Endereço (http/https) do catálogo de ofertas do parceiro lido por POST /api/ofertas-tlc/sync; vazio desliga a sincronização.',
  },
  { nome: 'OFERTAS_PROVEDOR_TOKEN', padrao: '(vazio)', descricao: 'Credencial enviada ao provedor de ofertas como Authorization: Bearer.' },
  { nome: 'OFERTAS_PROVEDOR_TIMEOUT_MS', padrao: '15000', descricao: 'Tempo máximo de espera pelo catálogo de ofertas numa sincronização.' },
  { nome: 'RESGATES_POR_MES', padrao: '5', descricao: 'Resgates por vendedor no mês (regulamento: 5); só mude junto com o regulamento.' },
  { nome: 'SW_EMAIL_SUPORTE', padrao: 'suporte@experienciassw.com.br', descricao: 'Destinatário das mensagens da tela Contato da loja.' },
  {
    nome: 'OIDC_ISSUER',
    padrao: '(vazio)',
    descricao: 'Emissor OpenID Connect do login social dos vendedores (ex.: https://accounts.google.com); vazio desliga o login social.',
  },
  { nome: 'OIDC_CLIENT_ID', padrao: '(vazio)', descricao: 'Client id da loja no provedor do login social (o aud dos ID tokens).' },
  { nome: 'OIDC_PROVEDOR', padrao: 'google', descricao: 'Nome do provedor: a chave do token em POST /api/sessoes/parceiro e o texto do botão.' },
  {
    nome: 'S3_ENDPOINT',
    padrao: '(vazio)',
    descricao:
      'Endereço (http/https, sem o bucket) de um armazenamento compatível com S3 (AWS S3, MinIO, R2...) para fotos, comprovantes e mídias; vazio guarda os arquivos em SW_DATA_DIR/arquivos.',
  },
  { nome: 'S3_BUCKET', padrao: '(vazio)', descricao: 'Bucket dos arquivos (privado); obrigatório com S3_ENDPOINT.' },
  { nome: 'S3_REGIAO', padrao: 'us-east-1', descricao: 'Região usada na assinatura dos pedidos (a do bucket na AWS; MinIO aceita us-east-1).' },
  { nome: 'S3_ACCESS_KEY_ID', padrao: '(vazio)', descricao: 'Chave de acesso ao bucket; obrigatória com S3_ENDPOINT.' },
  { nome: 'S3_SECRET_ACCESS_KEY', padrao: '(vazio)', descricao: 'Segredo da chave de acesso; obrigatório com S3_ENDPOINT.' },
  { nome: 'S3_PREFIXO', padrao: '(vazio)', descricao: 'Prefixo das chaves dos objetos (ex.: experiencias/), para dividir um bucket com outros sistemas.' },
  { nome: 'S3_TIMEOUT_MS', padrao: '10000', descricao: 'Tempo máximo de cada pedido ao armazenamento S3; passado esse tempo a chamada responde 503.' },
  {
    nome: 'SW_RELATORIO_URL',
    padrao: '(vazio)',
    descricao: 'Endereço (https://) do painel externo exibido na tela Relatório; vazio mostra um aviso de que não há painel configurado.',
  },
];

export class ErroConfiguracao extends Error {}

/**
 * Reads the configuration from the environment with one zod schema (config-esquema.ts): defaults,
 * and a Portuguese message naming each variable whose value is wrong (all of them at once).
 */
export function lerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = ESQUEMA_AMBIENTE.safeParse(env);
  if (!r.success) {
    throw new ErroConfiguracao(r.error.issues.map((i) => i.message.replaceAll('{nome}', String(i.path[0] ?? 'Configuração'))).join(' '));
  }
  const a = r.data;
  const ambiente = a.NODE_ENV;
  const poolMax = a.DB_POOL_MAX;
  return {
    ambiente,
    porta: a.PORT,
    databaseUrl: a.DATABASE_URL,
    dadosDir: path.resolve(RAIZ, a.SW_DATA_DIR),
    pgEmbutidoPorta: a.SW_PG_PORT,
    semear: a.SW_SEED,
    painelDir: path.resolve(RAIZ, a.SW_PAINEL_DIR ?? path.join('panel-web', 'dist')),
    lojaDir: path.resolve(RAIZ, a.SW_LOJA_DIR ?? path.join('storefront-web', 'dist')),
    logNivel: a.LOG_LEVEL ?? (ambiente === 'test' ? 'silent' : 'info'),
    sessao: {
      painelInatividadeMin: a.SESSAO_PAINEL_INATIVIDADE_MIN,
      painelMaximoH: a.SESSAO_PAINEL_MAXIMO_H,
      lojaInatividadeMin: a.SESSAO_LOJA_INATIVIDADE_MIN,
      lojaMaximoH: a.SESSAO_LOJA_MAXIMO_H,
    },
    tentativas: {
      maximo: a.LOGIN_MAX_TENTATIVAS,
      maximoEndereco: a.LOGIN_MAX_TENTATIVAS_ENDERECO,
      maximoCpfsEndereco: a.LOGIN_MAX_CPFS_ENDERECO,
      janelaMin: a.LOGIN_JANELA_MIN,
    },
    proxiesConfiaveis: a.SW_PROXIES_CONFIAVEIS,
    cep: { provedorUrl: a.CEP_PROVEDOR_URL!, timeoutMs: a.CEP_TIMEOUT_MS },
    segredoLinks: a.SW_SEGREDO_LINKS,
    chaveSegredos: a.SW_CHAVE_SEGREDOS,
    jobs: a.SW_JOBS,
    whatsapp: { timeoutMs: a.WHATSAPP_TIMEOUT_MS },
    email: { smtpUrl: a.SMTP_URL, remetente: a.SMTP_FROM },
    urlPublica: a.SW_URL_PUBLICA!,
    origensCors: [...a.SW_ORIGEM_PAINEL, ...a.SW_ORIGEM_LOJA],
    limitePesadasMin: a.LIMITE_PESADAS_MIN,
    planilhasSimultaneas: a.SW_PLANILHAS_SIMULTANEAS,
    linksArquivoPermitidos: a.SW_LINKS_ARQUIVO_PERMITIDOS,
    uploadVendasMaxLinhas: a.UPLOAD_VENDAS_MAX_LINHAS,
    banco: {
      poolMax,
      conexoesPesadas: a.DB_POOL_PESADAS ?? Math.min(5, poolMax - 1),
      tempoConexaoMs: a.DB_TEMPO_CONEXAO_MS,
      tempoConsultaMs: a.DB_TEMPO_CONSULTA_MS,
    },
    pesadas: { porUsuario: a.PESADAS_POR_USUARIO, tempoMs: a.PESADAS_TEMPO_MS },
    dashboardCacheS: a.DASHBOARD_CACHE_S,
    maisVendidosCacheS: a.MAIS_VENDIDOS_CACHE_S,
    tokenMetricas: a.SW_METRICAS_TOKEN,
    ofertas: { provedorUrl: a.OFERTAS_PROVEDOR_URL, token: a.OFERTAS_PROVEDOR_TOKEN, timeoutMs: a.OFERTAS_PROVEDOR_TIMEOUT_MS },
    resgatesPorMes: a.RESGATES_POR_MES,
    emailSuporte: a.SW_EMAIL_SUPORTE!,
    social: a.OIDC_ISSUER && a.OIDC_CLIENT_ID ? { provedor: a.OIDC_PROVEDOR!, issuer: a.OIDC_ISSUER, clientId: a.OIDC_CLIENT_ID } : null,
    relatorioUrl: a.SW_RELATORIO_URL,
    s3: a.S3_ENDPOINT
      ? {
          endpoint: a.S3_ENDPOINT,
          bucket: a.S3_BUCKET!,
          regiao: a.S3_REGIAO!,
          chaveId: a.S3_ACCESS_KEY_ID!,
          segredo: a.S3_SECRET_ACCESS_KEY!,
          prefixo: prefixoS3(a.S3_PREFIXO),
          timeoutMs: a.S3_TIMEOUT_MS,
        }
      : null,
  };
}

/** Object keys under a prefix always end in a slash and never start with one. */
function prefixoS3(valor: string | null): string {
  const prefixo = (valor ?? '').replace(/^\/+/, '');
  return prefixo && !prefixo.endsWith('/') ? `${prefixo}/` : prefixo;
}
