import net from 'node:net';
import path from 'node:path';
import { LIMITES_UPLOAD_VENDAS } from '@sw/common';
import type { ConfigS3 } from './core/armazenamento-s3';

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
  /** The PostgreSQL pool and the limits of every wait on it (db/data-source.ts, docs/operations.md). */
  banco: { poolMax: number; conexoesPesadas: number; tempoConexaoMs: number; tempoConsultaMs: number };
  /** Heavy reads (core/leituras-pesadas.ts): how many one caller may run at once, and each statement's budget. */
  pesadas: { porUsuario: number; tempoMs: number };
  /** Seconds the dashboard figures of one scope and network are reused (0: never). */
  dashboardCacheS: number;
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
interface Variavel { nome: string; padrao: string; descricao: string }
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
  { nome: 'LOGIN_MAX_TENTATIVAS', padrao: '10', descricao: 'Falhas de login de um CPF (de qualquer endereço) antes de responder 429 a esse CPF, mesmo com a senha certa.' },
  { nome: 'LOGIN_MAX_TENTATIVAS_ENDERECO', padrao: '100', descricao: 'Falhas de login de um endereço (muitos celulares saem pelo mesmo IP da operadora) a partir das quais esse endereço só tenta CPFs que ainda não falharam nele.' },
  { nome: 'LOGIN_MAX_CPFS_ENDERECO', padrao: '20', descricao: 'CPFs distintos com falha de login a partir de um endereço: acima disso o endereço está testando senhas em massa e recebe 429 para qualquer CPF.' },
  { nome: 'LOGIN_JANELA_MIN', padrao: '15', descricao: 'Janela, em minutos, em que as falhas de login são contadas.' },
  { nome: 'SW_PROXIES_CONFIAVEIS', padrao: '(vazio)', descricao: 'Proxies cujo X-Forwarded-For vale como endereço do cliente (limites por endereço): lista separada por vírgulas de IPs, redes CIDR (172.28.0.10, 10.0.0.0/8) ou loopback, linklocal, uniquelocal; vazio não confia em nenhum.' },
  { nome: 'CEP_PROVEDOR_URL', padrao: 'https://viacep.com.br/ws/{cep}/json/', descricao: 'Serviço de CEP no formato ViaCEP; {cep} recebe os 8 dígitos.' },
  { nome: 'CEP_TIMEOUT_MS', padrao: '4000', descricao: 'Tempo máximo de espera pelo serviço de CEP.' },
  { nome: 'SW_SEGREDO_LINKS', padrao: '(vazio)', descricao: 'Chave (32+ caracteres) dos links de download assinados; vazio gera uma e a guarda no banco, para todas as instâncias.' },
  { nome: 'SW_CHAVE_SEGREDOS', padrao: '(vazio)', descricao: 'Chave (32+ caracteres) que cifra segredos guardados no banco (token do WhatsApp); vazio gera uma e a guarda no banco.' },
  { nome: 'SW_JOBS', padrao: 'true', descricao: 'Tarefas em segundo plano desta instância: envio de WhatsApp, lembretes de vencimento e a fila de geração de relatórios.' },
  { nome: 'WHATSAPP_TIMEOUT_MS', padrao: '10000', descricao: 'Tempo máximo de espera pelo serviço de WhatsApp em cada envio.' },
  { nome: 'SMTP_URL', padrao: '(vazio)', descricao: 'Servidor de e-mail (smtp:// ou smtps://usuario:senha@host:porta) da recuperação de senha; vazio registra o link no log (desenvolvimento).' },
  { nome: 'SMTP_FROM', padrao: 'Experiências SW <nao-responda@experienciassw.com.br>', descricao: 'Remetente dos e-mails enviados.' },
  { nome: 'SW_URL_PUBLICA', padrao: 'http://localhost:4000', descricao: 'Endereço público da loja, base dos links enviados por e-mail.' },
  { nome: 'SW_ORIGEM_PAINEL', padrao: '(vazio)', descricao: 'Origem (https://painel.exemplo.com.br) do painel quando ele chama a API de outro domínio (CORS); vazio: só a mesma origem.' },
  { nome: 'SW_ORIGEM_LOJA', padrao: '(vazio)', descricao: 'Origem da loja quando ela chama a API de outro domínio (CORS); vazio: só a mesma origem.' },
  { nome: 'DASHBOARD_CACHE_S', padrao: '30', descricao: 'Segundos em que os números do dashboard de um mesmo escopo e rede são reaproveitados por instância (0 desliga).' },
  { nome: 'LIMITE_PESADAS_MIN', padrao: '30', descricao: 'Chamadas caras (relatórios e outras leituras pesadas, exportações, envio de planilhas e arquivos) por usuário ou endereço por minuto, antes de responder 429.' },
  { nome: 'SW_PLANILHAS_SIMULTANEAS', padrao: '2', descricao: 'Planilhas .xlsx lidas ao mesmo tempo por instância; até 10 outras esperam até 30 s por uma vaga, e além disso o envio responde 503.' },
  { nome: 'SW_LINKS_ARQUIVO_PERMITIDOS', padrao: '(vazio)', descricao: 'Prefixos http(s) (separados por vírgula, ex.: https://cdn.exemplo.com.br/notas/) aceitos no link do arquivo de uma venda além dos arquivos do próprio sistema (/api/arquivos/...); vazio: só os do sistema.' },
  { nome: 'UPLOAD_VENDAS_MAX_LINHAS', padrao: '100000', descricao: 'Linhas de dados aceitas numa planilha de upload de vendas; acima disso o arquivo é recusado inteiro. Só pode ser reduzido (o teste do limite usa um valor baixo).' },
  { nome: 'PESADAS_POR_USUARIO', padrao: '2', descricao: 'Leituras pesadas (relatórios, correções, produtos mais vendidos, dashboard, exportações) em andamento ao mesmo tempo por usuário ou endereço, em cada instância; a seguinte recebe 429.' },
  { nome: 'PESADAS_TEMPO_MS', padrao: '20000', descricao: 'Tempo máximo de cada consulta de uma leitura pesada; passado esse tempo a consulta é cancelada no banco e a chamada responde 503.' },
  { nome: 'DB_POOL_MAX', padrao: '20', descricao: 'Conexões do pool do PostgreSQL em cada instância.' },
  { nome: 'DB_POOL_PESADAS', padrao: '5', descricao: 'Conexões do pool que as leituras pesadas podem ocupar ao mesmo tempo (no máximo DB_POOL_MAX − 1); as outras ficam para login, sessões, /healthz e as chamadas dos vendedores.' },
  { nome: 'DB_TEMPO_CONEXAO_MS', padrao: '3000', descricao: 'Tempo máximo para abrir uma conexão com o PostgreSQL ou esperar uma livre no pool; também o limite da consulta da sessão e do /healthz. Passado, a chamada responde 503.' },
  { nome: 'DB_TEMPO_CONSULTA_MS', padrao: '30000', descricao: 'Tempo máximo de cada comando SQL (statement_timeout); as requisições também o aplicam do lado do gateway, com 5 s de folga.' },
  { nome: 'SW_METRICAS_TOKEN', padrao: '(vazio)', descricao: 'Token (Authorization: Bearer) exigido por GET /metrics; vazio deixa aberto (bloqueie /metrics no proxy público).' },
  { nome: 'OFERTAS_PROVEDOR_URL', padrao: '(vazio)', descricao: 'Endereço (http/https) do catálogo de ofertas do parceiro lido por POST /api/ofertas-tlc/sync; vazio desliga a sincronização.' },
  { nome: 'OFERTAS_PROVEDOR_TOKEN', padrao: '(vazio)', descricao: 'Credencial enviada ao provedor de ofertas como Authorization: Bearer.' },
  { nome: 'OFERTAS_PROVEDOR_TIMEOUT_MS', padrao: '15000', descricao: 'Tempo máximo de espera pelo catálogo de ofertas numa sincronização.' },
  { nome: 'RESGATES_POR_MES', padrao: '5', descricao: 'Resgates por vendedor no mês (regulamento: 5); só mude junto com o regulamento.' },
  { nome: 'SW_EMAIL_SUPORTE', padrao: 'suporte@experienciassw.com.br', descricao: 'Destinatário das mensagens da tela Contato da loja.' },
  { nome: 'OIDC_ISSUER', padrao: '(vazio)', descricao: 'Emissor OpenID Connect do login social dos vendedores (ex.: https://accounts.google.com); vazio desliga o login social.' },
  { nome: 'OIDC_CLIENT_ID', padrao: '(vazio)', descricao: 'Client id da loja no provedor do login social (o aud dos ID tokens).' },
  { nome: 'OIDC_PROVEDOR', padrao: 'google', descricao: 'Nome do provedor: a chave do token em POST /api/sessoes/parceiro e o texto do botão.' },
  { nome: 'S3_ENDPOINT', padrao: '(vazio)', descricao: 'Endereço (http/https, sem o bucket) de um armazenamento compatível com S3 (AWS S3, MinIO, R2...) para fotos, comprovantes e mídias; vazio guarda os arquivos em SW_DATA_DIR/arquivos.' },
  { nome: 'S3_BUCKET', padrao: '(vazio)', descricao: 'Bucket dos arquivos (privado); obrigatório com S3_ENDPOINT.' },
  { nome: 'S3_REGIAO', padrao: 'us-east-1', descricao: 'Região usada na assinatura dos pedidos (a do bucket na AWS; MinIO aceita us-east-1).' },
  { nome: 'S3_ACCESS_KEY_ID', padrao: '(vazio)', descricao: 'Chave de acesso ao bucket; obrigatória com S3_ENDPOINT.' },
  { nome: 'S3_SECRET_ACCESS_KEY', padrao: '(vazio)', descricao: 'Segredo da chave de acesso; obrigatório com S3_ENDPOINT.' },
  { nome: 'S3_PREFIXO', padrao: '(vazio)', descricao: 'Prefixo das chaves dos objetos (ex.: experiencias/), para dividir um bucket com outros sistemas.' },
  { nome: 'S3_TIMEOUT_MS', padrao: '10000', descricao: 'Tempo máximo de cada pedido ao armazenamento S3; passado esse tempo a chamada responde 503.' },
  { nome: 'SW_RELATORIO_URL', padrao: '(vazio)', descricao: 'Endereço (https://) do painel externo exibido na tela Relatório; vazio mostra um aviso de que não há painel configurado.' },
];

export class ErroConfiguracao extends Error {}

function inteiro(env: NodeJS.ProcessEnv, nome: string, padrao: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const bruto = env[nome];
  if (bruto === undefined || bruto === '') return padrao;
  const n = Number(bruto);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ErroConfiguracao(`${nome} deve ser um número inteiro entre ${min} e ${max} (recebido: "${bruto}").`);
  }
  return n;
}

function booleano(env: NodeJS.ProcessEnv, nome: string, padrao: boolean): boolean {
  const bruto = env[nome]?.toLowerCase();
  if (bruto === undefined || bruto === '') return padrao;
  if (['1', 'true', 'sim', 'yes'].includes(bruto)) return true;
  if (['0', 'false', 'nao', 'não', 'no'].includes(bruto)) return false;
  throw new ErroConfiguracao(`${nome} deve ser true ou false (recebido: "${env[nome]}").`);
}

/**
 * SW_PROXIES_CONFIAVEIS: addresses, CIDR networks or Express's names; nothing is trusted by default,
 * since a client that may set X-Forwarded-For chooses its own address for every per-address limit.
 */
function proxiesConfiaveis(valor: string | undefined): string[] {
  const itens = (valor ?? '').split(',').map((i) => i.trim()).filter(Boolean);
  for (const item of itens) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) continue;
    const [endereco, prefixo, ...resto] = item.split('/');
    const versao = net.isIP(endereco!);
    const prefixoOk = prefixo === undefined || (/^\d{1,3}$/.test(prefixo) && Number(prefixo) <= (versao === 6 ? 128 : 32));
    if (!versao || !prefixoOk || resto.length) {
      throw new ErroConfiguracao(`SW_PROXIES_CONFIAVEIS: "${item}" não é um endereço IP, uma rede CIDR (10.0.0.0/8) nem loopback, linklocal ou uniquelocal.`);
    }
  }
  return itens;
}

function urlCep(valor: string | undefined): string {
  const url = valor?.trim() || 'https://viacep.com.br/ws/{cep}/json/';
  if (!/^https?:\/\//.test(url) || !url.includes('{cep}')) {
    throw new ErroConfiguracao('CEP_PROVEDOR_URL deve ser uma URL http(s) contendo {cep}.');
  }
  return url;
}

function segredoLinks(valor: string | undefined, nome = 'SW_SEGREDO_LINKS'): string | null {
  const segredo = valor?.trim();
  if (!segredo) return null;
  if (segredo.length < 32) throw new ErroConfiguracao(`${nome} deve ter ao menos 32 caracteres.`);
  return segredo;
}

function urlSmtp(valor: string | undefined): string | null {
  const url = valor?.trim();
  if (!url) return null;
  if (!/^smtps?:\/\/[^\s]+$/.test(url)) throw new ErroConfiguracao('SMTP_URL deve ser uma URL smtp:// ou smtps://.');
  return url;
}

function origem(valor: string | undefined, nome: string): string[] {
  const bruto = valor?.trim();
  if (!bruto) return [];
  return bruto.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean).map((o) => {
    if (!/^https?:\/\/[^\s/]+$/.test(o)) throw new ErroConfiguracao(`${nome} deve ser uma origem http(s) sem caminho, como https://painel.exemplo.com.br.`);
    return o;
  });
}

/** SW_LINKS_ARQUIVO_PERMITIDOS: each prefix an http(s) origin and folder, kept with its trailing '/'. */
function prefixosLinks(valor: string | undefined): string[] {
  const bruto = valor?.trim();
  if (!bruto) return [];
  return bruto.split(',').map((p) => p.trim()).filter(Boolean).map((p) => {
    let url: URL | null = null;
    try { url = new URL(p); } catch { /* reported below */ }
    if (!url || !/^https?:\/\/[^\s@/?#]+(\/[^\s?#]*)?$/i.test(p) || url.username || url.password) {
      throw new ErroConfiguracao(`SW_LINKS_ARQUIVO_PERMITIDOS: "${p}" deve ser um endereço http(s) sem usuário, consulta ou fragmento, como https://cdn.exemplo.com.br/notas/.`);
    }
    return url.pathname.endsWith('/') ? url.href : `${url.href}/`;
  });
}

function urlOfertas(valor: string | undefined): string | null {
  const url = valor?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ErroConfiguracao('OFERTAS_PROVEDOR_URL deve ser uma URL http(s).');
  return url;
}

function urlPublica(valor: string | undefined): string {
  const url = (valor?.trim() || 'http://localhost:4000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ErroConfiguracao('SW_URL_PUBLICA deve ser uma URL http(s).');
  return url;
}

function emailSuporte(valor: string | undefined): string {
  const email = valor?.trim() || 'suporte@experienciassw.com.br';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ErroConfiguracao('SW_EMAIL_SUPORTE deve ser um endereço de e-mail.');
  return email;
}

function social(env: NodeJS.ProcessEnv): Config['social'] {
  const issuer = env.OIDC_ISSUER?.trim().replace(/\/+$/, '');
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer && !clientId) return null;
  if (!issuer || !clientId) throw new ErroConfiguracao('OIDC_ISSUER e OIDC_CLIENT_ID devem ser informados juntos.');
  if (!/^https?:\/\/[^\s]+$/.test(issuer)) throw new ErroConfiguracao('OIDC_ISSUER deve ser uma URL http(s).');
  const provedor = env.OIDC_PROVEDOR?.trim() || 'google';
  if (!/^[a-z][a-z0-9_]{1,30}$/.test(provedor)) throw new ErroConfiguracao('OIDC_PROVEDOR usa letras minúsculas, números e _.');
  return { provedor, issuer, clientId };
}

function urlRelatorio(valor: string | undefined): string | null {
  const url = valor?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new ErroConfiguracao(`SW_RELATORIO_URL deve ser um endereço http(s) (recebido: "${url}").`);
  return url;
}

function banco(env: NodeJS.ProcessEnv): Config['banco'] {
  const poolMax = inteiro(env, 'DB_POOL_MAX', 20, 2, 1000);
  const conexoesPesadas = inteiro(env, 'DB_POOL_PESADAS', Math.min(5, poolMax - 1), 1, 1000);
  if (conexoesPesadas >= poolMax) {
    throw new ErroConfiguracao(`DB_POOL_PESADAS (${conexoesPesadas}) deve ser menor que DB_POOL_MAX (${poolMax}): as leituras pesadas nunca ocupam o pool inteiro.`);
  }
  return {
    poolMax,
    conexoesPesadas,
    tempoConexaoMs: inteiro(env, 'DB_TEMPO_CONEXAO_MS', 3000, 100, 60_000),
    tempoConsultaMs: inteiro(env, 'DB_TEMPO_CONSULTA_MS', 30000, 100, 3_600_000),
  };
}

/** S3_*: all or nothing, so a half-configured instance never writes to its own disk unnoticed. */
function s3(env: NodeJS.ProcessEnv): ConfigS3 | null {
  const valor = (nome: string) => env[nome]?.trim() || '';
  const endpoint = valor('S3_ENDPOINT').replace(/\/+$/, '');
  const outras = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIXO'].filter((n) => valor(n));
  if (!endpoint) {
    if (outras.length) throw new ErroConfiguracao(`${outras.join(', ')} informado(s) sem S3_ENDPOINT: informe o endereço do armazenamento S3 ou remova as variáveis S3_*.`);
    return null;
  }
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(endpoint)) throw new ErroConfiguracao('S3_ENDPOINT deve ser uma URL http(s), sem o bucket (ex.: https://s3.sa-east-1.amazonaws.com ou http://minio:9000).');
  const faltam = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => !valor(n));
  if (faltam.length) throw new ErroConfiguracao(`Armazenamento S3 (S3_ENDPOINT) sem ${faltam.join(', ')}: informe o bucket e as credenciais de acesso.`);
  const bucket = valor('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ErroConfiguracao(`S3_BUCKET inválido: "${bucket}" (3 a 63 letras minúsculas, números, ponto e hífen).`);
  const regiao = valor('S3_REGIAO') || 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(regiao)) throw new ErroConfiguracao(`S3_REGIAO inválida: "${regiao}" (ex.: us-east-1, sa-east-1).`);
  const prefixo = valor('S3_PREFIXO').replace(/^\/+/, '');
  return {
    endpoint, bucket, regiao,
    chaveId: valor('S3_ACCESS_KEY_ID'),
    segredo: valor('S3_SECRET_ACCESS_KEY'),
    prefixo: prefixo && !prefixo.endsWith('/') ? `${prefixo}/` : prefixo,
    timeoutMs: inteiro(env, 'S3_TIMEOUT_MS', 10000, 100, 120000),
  };
}

export function lerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const ambiente = (env.NODE_ENV ?? 'development') as Config['ambiente'];
  if (!['production', 'development', 'test'].includes(ambiente)) {
    throw new ErroConfiguracao(`NODE_ENV deve ser production, development ou test (recebido: "${env.NODE_ENV}").`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ErroConfiguracao('DATABASE_URL deve começar com postgres:// ou postgresql://.');
  }
  const logNivel = env.LOG_LEVEL ?? (ambiente === 'test' ? 'silent' : 'info');
  if (!['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'].includes(logNivel)) {
    throw new ErroConfiguracao(`LOG_LEVEL inválido: "${logNivel}".`);
  }
  return {
    ambiente,
    porta: inteiro(env, 'PORT', 4000, 0, 65535),
    databaseUrl,
    dadosDir: path.resolve(RAIZ, env.SW_DATA_DIR ?? '.data'),
    pgEmbutidoPorta: inteiro(env, 'SW_PG_PORT', 54329, 1024, 65535),
    semear: booleano(env, 'SW_SEED', true),
    painelDir: path.resolve(RAIZ, env.SW_PAINEL_DIR?.trim() || path.join('panel-web', 'dist')),
    lojaDir: path.resolve(RAIZ, env.SW_LOJA_DIR?.trim() || path.join('storefront-web', 'dist')),
    logNivel,
    sessao: {
      painelInatividadeMin: inteiro(env, 'SESSAO_PAINEL_INATIVIDADE_MIN', 480),
      painelMaximoH: inteiro(env, 'SESSAO_PAINEL_MAXIMO_H', 24),
      lojaInatividadeMin: inteiro(env, 'SESSAO_LOJA_INATIVIDADE_MIN', 43200),
      lojaMaximoH: inteiro(env, 'SESSAO_LOJA_MAXIMO_H', 2160),
    },
    tentativas: {
      maximo: inteiro(env, 'LOGIN_MAX_TENTATIVAS', 10),
      maximoEndereco: inteiro(env, 'LOGIN_MAX_TENTATIVAS_ENDERECO', 100),
      maximoCpfsEndereco: inteiro(env, 'LOGIN_MAX_CPFS_ENDERECO', 20),
      janelaMin: inteiro(env, 'LOGIN_JANELA_MIN', 15),
    },
    proxiesConfiaveis: proxiesConfiaveis(env.SW_PROXIES_CONFIAVEIS),
    cep: { provedorUrl: urlCep(env.CEP_PROVEDOR_URL), timeoutMs: inteiro(env, 'CEP_TIMEOUT_MS', 4000, 100, 60000) },
    segredoLinks: segredoLinks(env.SW_SEGREDO_LINKS),
    chaveSegredos: segredoLinks(env.SW_CHAVE_SEGREDOS, 'SW_CHAVE_SEGREDOS'),
    jobs: booleano(env, 'SW_JOBS', true),
    whatsapp: { timeoutMs: inteiro(env, 'WHATSAPP_TIMEOUT_MS', 10000, 100, 120000) },
    email: { smtpUrl: urlSmtp(env.SMTP_URL), remetente: env.SMTP_FROM?.trim() || 'Experiências SW <nao-responda@experienciassw.com.br>' },
    urlPublica: urlPublica(env.SW_URL_PUBLICA),
    origensCors: [...origem(env.SW_ORIGEM_PAINEL, 'SW_ORIGEM_PAINEL'), ...origem(env.SW_ORIGEM_LOJA, 'SW_ORIGEM_LOJA')],
    limitePesadasMin: inteiro(env, 'LIMITE_PESADAS_MIN', 30),
    planilhasSimultaneas: inteiro(env, 'SW_PLANILHAS_SIMULTANEAS', 2, 1, 32),
    linksArquivoPermitidos: prefixosLinks(env.SW_LINKS_ARQUIVO_PERMITIDOS),
    // The product's limit is the ceiling (the screens announce it); a lower value lets a test reach it with a small file.
    uploadVendasMaxLinhas: inteiro(env, 'UPLOAD_VENDAS_MAX_LINHAS', LIMITES_UPLOAD_VENDAS.linhas, 1, LIMITES_UPLOAD_VENDAS.linhas),
    banco: banco(env),
    pesadas: { porUsuario: inteiro(env, 'PESADAS_POR_USUARIO', 2, 1, 100), tempoMs: inteiro(env, 'PESADAS_TEMPO_MS', 20000, 100, 3_600_000) },
    dashboardCacheS: inteiro(env, 'DASHBOARD_CACHE_S', 30, 0, 3600),
    tokenMetricas: env.SW_METRICAS_TOKEN?.trim() || null,
    ofertas: {
      provedorUrl: urlOfertas(env.OFERTAS_PROVEDOR_URL),
      token: env.OFERTAS_PROVEDOR_TOKEN?.trim() || null,
      timeoutMs: inteiro(env, 'OFERTAS_PROVEDOR_TIMEOUT_MS', 15000, 100, 120000),
    },
    resgatesPorMes: inteiro(env, 'RESGATES_POR_MES', 5, 1, 1000),
    emailSuporte: emailSuporte(env.SW_EMAIL_SUPORTE),
    social: social(env),
    relatorioUrl: urlRelatorio(env.SW_RELATORIO_URL),
    s3: s3(env),
  };
}
