import net from 'node:net';
import { z } from 'zod';
import { LIMITES_UPLOAD_VENDAS } from '@sw/common';

/**
 * The environment, read by one zod schema: each variable with its default and the Portuguese
 * message that names it when its value is wrong. `{nome}` in a message is the variable's name
 * (filled in by lerConfig from the issue's path). README's table lists the same variables
 * (VARIAVEIS in config.ts; a test keeps the two lists equal).
 */

const NEVER = z.NEVER;
const vazio = (v: string | undefined) => v === undefined || v.trim() === '';

/** Optional text: trimmed, or the default (or null) when empty. */
const texto = <P extends string | null>(padrao: P) =>
  z
    .string()
    .optional()
    .transform((v) => (vazio(v) ? padrao : v!.trim()) as string | P);

export const inteiro = (padrao: number, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return padrao;
      const n = Number(v);
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `{nome} deve ser um número inteiro entre ${min} e ${max} (recebido: "${v}").` });
      return NEVER;
    });

/** An integer with no default of its own (DB_POOL_PESADAS follows DB_POOL_MAX): null when empty. */
const inteiroOpcional = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const n = Number(v);
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `{nome} deve ser um número inteiro entre ${min} e ${max} (recebido: "${v}").` });
      return NEVER;
    });

const booleano = (padrao: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const b = v?.toLowerCase();
      if (b === undefined || b === '') return padrao;
      if (['1', 'true', 'sim', 'yes'].includes(b)) return true;
      if (['0', 'false', 'nao', 'não', 'no'].includes(b)) return false;
      ctx.addIssue({ code: 'custom', message: `{nome} deve ser true ou false (recebido: "${v}").` });
      return NEVER;
    });

/** Text that, when given, must match `padrao` (else `mensagem`); `normalizar` runs first. */
const conferido = (teste: RegExp, mensagem: string, padrao: string | null = null, normalizar = (s: string) => s) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (vazio(v)) return padrao;
      const s = normalizar(v!.trim());
      if (teste.test(s)) return s;
      ctx.addIssue({ code: 'custom', message: mensagem.replace('{valor}', s) });
      return NEVER;
    });

const URL_HTTP = /^https?:\/\/[^\s]+$/;
const semBarraFinal = (s: string) => s.replace(/\/+$/, '');

/** SW_PROXIES_CONFIAVEIS: nothing trusted by default, since a client that sets X-Forwarded-For would choose its own address for every per-address limit. */
const proxies = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const itens = (v ?? '')
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean);
    for (const item of itens) {
      if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) continue;
      const [endereco, prefixo, ...resto] = item.split('/');
      const versao = net.isIP(endereco!);
      const prefixoOk = prefixo === undefined || (/^\d{1,3}$/.test(prefixo) && Number(prefixo) <= (versao === 6 ? 128 : 32));
      if (!versao || !prefixoOk || resto.length) {
        ctx.addIssue({ code: 'custom', message: `{nome}: "${item}" não é um endereço IP, uma rede CIDR (10.0.0.0/8) nem loopback, linklocal ou uniquelocal.` });
        return NEVER;
      }
    }
    return itens;
  });

const origens = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const itens = (v ?? '')
      .split(',')
      .map((o) => semBarraFinal(o.trim()))
      .filter(Boolean);
    if (itens.some((o) => !/^https?:\/\/[^\s/]+$/.test(o))) {
      ctx.addIssue({ code: 'custom', message: '{nome} deve ser uma origem http(s) sem caminho, como https://painel.exemplo.com.br.' });
      return NEVER;
    }
    return itens;
  });

/** SW_LINKS_ARQUIVO_PERMITIDOS: each prefix an http(s) origin and folder, kept with its trailing '/'. */
const prefixosLinks = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const saida: string[] = [];
    for (const p of (v ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)) {
      let url: URL | null = null;
      try {
        url = new URL(p);
      } catch {
        /* reported below */
      }
      if (!url || !/^https?:\/\/[^\s@/?#]+(\/[^\s?#]*)?$/i.test(p) || url.username || url.password) {
        ctx.addIssue({
          code: 'custom',
          message: `{nome}: "${p}" deve ser um endereço http(s) sem usuário, consulta ou fragmento, como https://cdn.exemplo.com.br/notas/.`,
        });
        return NEVER;
      }
      saida.push(url.pathname.endsWith('/') ? url.href : `${url.href}/`);
    }
    return saida;
  });

const segredo = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (vazio(v)) return null;
    if (v!.trim().length >= 32) return v!.trim();
    ctx.addIssue({ code: 'custom', message: '{nome} deve ter ao menos 32 caracteres.' });
    return NEVER;
  });

export const ESQUEMA_AMBIENTE = z
  .object({
    PORT: inteiro(4000, 0, 65535),
    NODE_ENV: conferido(/^(production|development|test)$/, '{nome} deve ser production, development ou test (recebido: "{valor}").', 'development').transform(
      (v) => v as 'production' | 'development' | 'test',
    ),
    DATABASE_URL: conferido(/^postgres(ql)?:\/\//, '{nome} deve começar com postgres:// ou postgresql://.'),
    SW_DATA_DIR: texto('.data'),
    SW_PAINEL_DIR: texto(null),
    SW_LOJA_DIR: texto(null),
    SW_PG_PORT: inteiro(54329, 1024, 65535),
    SW_SEED: booleano(true),
    // Its default depends on NODE_ENV (silent in tests): filled in by lerConfig.
    LOG_LEVEL: conferido(/^(trace|debug|info|warn|error|fatal|silent)$/, '{nome} inválido: "{valor}".'),
    SESSAO_PAINEL_INATIVIDADE_MIN: inteiro(480),
    SESSAO_PAINEL_MAXIMO_H: inteiro(24),
    SESSAO_LOJA_INATIVIDADE_MIN: inteiro(43200),
    SESSAO_LOJA_MAXIMO_H: inteiro(2160),
    LOGIN_MAX_TENTATIVAS: inteiro(10),
    LOGIN_MAX_TENTATIVAS_ENDERECO: inteiro(100),
    LOGIN_MAX_CPFS_ENDERECO: inteiro(20),
    LOGIN_JANELA_MIN: inteiro(15),
    SW_PROXIES_CONFIAVEIS: proxies,
    CEP_PROVEDOR_URL: conferido(/^https?:\/\/.*\{cep\}/, '{nome} deve ser uma URL http(s) contendo {cep}.', 'https://viacep.com.br/ws/{cep}/json/'),
    CEP_TIMEOUT_MS: inteiro(4000, 100, 60000),
    SW_SEGREDO_LINKS: segredo,
    SW_CHAVE_SEGREDOS: segredo,
    SW_JOBS: booleano(true),
    WHATSAPP_TIMEOUT_MS: inteiro(10000, 100, 120000),
    SMTP_URL: conferido(/^smtps?:\/\/[^\s]+$/, '{nome} deve ser uma URL smtp:// ou smtps://.'),
    SMTP_FROM: texto('Experiências SW <nao-responda@experienciassw.com.br>'),
    SW_URL_PUBLICA: conferido(URL_HTTP, '{nome} deve ser uma URL http(s).', 'http://localhost:4000', semBarraFinal),
    SW_ORIGEM_PAINEL: origens,
    SW_ORIGEM_LOJA: origens,
    DASHBOARD_CACHE_S: inteiro(30, 0, 3600),
    MAIS_VENDIDOS_CACHE_S: inteiro(30, 0, 3600),
    LIMITE_PESADAS_MIN: inteiro(30),
    SW_PLANILHAS_SIMULTANEAS: inteiro(2, 1, 32),
    SW_LINKS_ARQUIVO_PERMITIDOS: prefixosLinks,
    // The product's limit is the ceiling (the screens announce it); a lower value lets a test reach it with a small file.
    UPLOAD_VENDAS_MAX_LINHAS: inteiro(LIMITES_UPLOAD_VENDAS.linhas, 1, LIMITES_UPLOAD_VENDAS.linhas),
    PESADAS_POR_USUARIO: inteiro(2, 1, 100),
    PESADAS_TEMPO_MS: inteiro(20000, 100, 3_600_000),
    DB_POOL_MAX: inteiro(20, 2, 1000),
    DB_POOL_PESADAS: inteiroOpcional(1, 1000),
    DB_TEMPO_CONEXAO_MS: inteiro(3000, 100, 60_000),
    DB_TEMPO_CONSULTA_MS: inteiro(30000, 100, 3_600_000),
    SW_METRICAS_TOKEN: texto(null),
    OFERTAS_PROVEDOR_URL: conferido(URL_HTTP, '{nome} deve ser uma URL http(s).'),
    OFERTAS_PROVEDOR_TOKEN: texto(null),
    OFERTAS_PROVEDOR_TIMEOUT_MS: inteiro(15000, 100, 120000),
    RESGATES_POR_MES: inteiro(5, 1, 1000),
    SW_EMAIL_SUPORTE: conferido(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '{nome} deve ser um endereço de e-mail.', 'suporte@experienciassw.com.br'),
    OIDC_ISSUER: conferido(URL_HTTP, '{nome} deve ser uma URL http(s).', null, semBarraFinal),
    OIDC_CLIENT_ID: texto(null),
    OIDC_PROVEDOR: conferido(/^[a-z][a-z0-9_]{1,30}$/, '{nome} usa letras minúsculas, números e _.', 'google'),
    S3_ENDPOINT: conferido(
      /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
      '{nome} deve ser uma URL http(s), sem o bucket (ex.: https://s3.sa-east-1.amazonaws.com ou http://minio:9000).',
      null,
      semBarraFinal,
    ),
    // Checked below, once the set is complete (a missing credential is the clearer message).
    S3_BUCKET: texto(null),
    S3_REGIAO: conferido(/^[a-z0-9-]{2,40}$/, '{nome} inválida: "{valor}" (ex.: us-east-1, sa-east-1).', 'us-east-1'),
    S3_ACCESS_KEY_ID: texto(null),
    S3_SECRET_ACCESS_KEY: texto(null),
    S3_PREFIXO: texto(null),
    S3_TIMEOUT_MS: inteiro(10000, 100, 120000),
    SW_RELATORIO_URL: conferido(/^https?:\/\/[^\s]+$/i, '{nome} deve ser um endereço http(s) (recebido: "{valor}").'),
  })
  .superRefine((a, ctx) => {
    // Rules between variables; their messages name every variable involved.
    const pesadas = a.DB_POOL_PESADAS ?? Math.min(5, a.DB_POOL_MAX - 1);
    if (pesadas >= a.DB_POOL_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['DB_POOL_PESADAS'],
        message: `DB_POOL_PESADAS (${pesadas}) deve ser menor que DB_POOL_MAX (${a.DB_POOL_MAX}): as leituras pesadas nunca ocupam o pool inteiro.`,
      });
    }
    if (!!a.OIDC_ISSUER !== !!a.OIDC_CLIENT_ID)
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'OIDC_ISSUER e OIDC_CLIENT_ID devem ser informados juntos.' });
    // S3_*: all or nothing, so a half-configured instance never writes to its own disk unnoticed.
    const outras = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIXO'] as const).filter((n) => a[n]);
    if (!a.S3_ENDPOINT && outras.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: `${outras.join(', ')} informado(s) sem S3_ENDPOINT: informe o endereço do armazenamento S3 ou remova as variáveis S3_*.`,
      });
    }
    const faltam = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((n) => !a[n]);
    if (a.S3_ENDPOINT && faltam.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: `Armazenamento S3 (S3_ENDPOINT) sem ${faltam.join(', ')}: informe o bucket e as credenciais de acesso.`,
      });
    } else if (a.S3_ENDPOINT && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(a.S3_BUCKET!)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `S3_BUCKET inválido: "${a.S3_BUCKET}" (3 a 63 letras minúsculas, números, ponto e hífen).`,
      });
    }
  });

export type Ambiente = z.output<typeof ESQUEMA_AMBIENTE>;
