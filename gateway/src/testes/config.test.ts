import fs from 'node:fs';
import path from 'node:path';
import { ErroConfiguracao, lerConfig, RAIZ, VARIAVEIS } from '../config';
import { ESQUEMA_AMBIENTE } from '../config-esquema';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = lerConfig({});
    expect(c).toMatchObject({
      porta: 4000,
      databaseUrl: null,
      semear: true,
      tentativas: { maximo: 10, maximoEndereco: 100, maximoCpfsEndereco: 20, janelaMin: 15 },
      proxiesConfiaveis: [],
    });
  });
  it('SW_PROXIES_CONFIAVEIS takes addresses, CIDR networks and Express names, nothing else', () => {
    expect(lerConfig({ SW_PROXIES_CONFIAVEIS: ' 172.28.0.10, 10.0.0.0/8 ,::1, fd00::/8, loopback' }).proxiesConfiaveis).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const errado of ['true', '*', '2', 'proxy.interno', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '300.1.1.1']) {
      expect(() => lerConfig({ SW_PROXIES_CONFIAVEIS: errado })).toThrow(/SW_PROXIES_CONFIAVEIS/);
    }
  });
  it.each([
    [{ PORT: 'abc' }, /PORT deve ser um número inteiro/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL deve começar com postgres/],
    [{ SW_SEED: 'talvez' }, /SW_SEED deve ser true ou false/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV deve ser/],
    [{ LOGIN_MAX_TENTATIVAS: '0' }, /LOGIN_MAX_TENTATIVAS/],
    [{ LOGIN_MAX_TENTATIVAS_ENDERECO: 'muitas' }, /LOGIN_MAX_TENTATIVAS_ENDERECO/],
    [{ LOGIN_MAX_CPFS_ENDERECO: '0' }, /LOGIN_MAX_CPFS_ENDERECO/],
    [{ OFERTAS_PROVEDOR_URL: 'ftp://catalogo' }, /OFERTAS_PROVEDOR_URL deve ser uma URL http\(s\)/],
    [{ OFERTAS_PROVEDOR_TIMEOUT_MS: '10' }, /OFERTAS_PROVEDOR_TIMEOUT_MS/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT\) sem S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'sw', S3_ACCESS_KEY_ID: 'k' }, /sem S3_SECRET_ACCESS_KEY: informe o bucket e as credenciais/],
    [{ S3_BUCKET: 'sw' }, /S3_BUCKET informado\(s\) sem S3_ENDPOINT/],
    [{ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'sw-arquivos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, /S3_ENDPOINT deve ser uma URL http\(s\)/],
    [{ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'SW_Arquivos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, /S3_BUCKET inválido/],
    [{ DB_POOL_MAX: '10', DB_POOL_PESADAS: '10' }, /DB_POOL_PESADAS \(10\) deve ser menor que DB_POOL_MAX \(10\)/],
    [{ DB_POOL_MAX: '1' }, /DB_POOL_MAX deve ser um número inteiro entre 2 e 1000/],
    [{ PESADAS_POR_USUARIO: '0' }, /PESADAS_POR_USUARIO/],
    [{ DB_TEMPO_CONEXAO_MS: '50' }, /DB_TEMPO_CONEXAO_MS/],
  ])('refuses %p with a clear message', (env, mensagem) => {
    expect(() => lerConfig(env as NodeJS.ProcessEnv)).toThrow(mensagem);
  });
  it('a bad value names its variable; several bad values are all reported at once', () => {
    expect(() => lerConfig({ SW_JOBS: 'talvez' })).toThrow(new ErroConfiguracao('SW_JOBS deve ser true ou false (recebido: "talvez").'));
    expect(() => lerConfig({ CEP_TIMEOUT_MS: '5', SW_URL_PUBLICA: 'loja.exemplo.com' })).toThrow(
      new ErroConfiguracao('CEP_TIMEOUT_MS deve ser um número inteiro entre 100 e 60000 (recebido: "5"). SW_URL_PUBLICA deve ser uma URL http(s).'),
    );
  });
  it('every variable the schema reads is in the documented list, and only those', () => {
    expect(Object.keys(ESQUEMA_AMBIENTE.shape).sort()).toEqual(VARIAVEIS.map((v) => v.nome).sort());
  });
  it('database pool: heavy reads get a share of it, every wait a limit', () => {
    expect(lerConfig({})).toMatchObject({
      banco: { poolMax: 20, conexoesPesadas: 5, tempoConexaoMs: 3000, tempoConsultaMs: 30000 },
      pesadas: { porUsuario: 2, tempoMs: 20000 },
    });
    // A small pool keeps at least one connection out of the heavy share.
    expect(lerConfig({ DB_POOL_MAX: '4' }).banco.conexoesPesadas).toBe(3);
  });
  it('S3 storage: region defaults to us-east-1, the key prefix ends in a slash', () => {
    expect(
      lerConfig({ S3_ENDPOINT: 'http://minio:9000/', S3_BUCKET: 'sw-arquivos', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIXO: '/experiencias' })
        .s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'sw-arquivos',
      regiao: 'us-east-1',
      chaveId: 'k',
      segredo: 's',
      prefixo: 'experiencias/',
      timeoutMs: 10000,
    });
    expect(lerConfig({}).s3).toBeNull();
  });
});

it('README.md documents every configuration variable', () => {
  const readme = fs.readFileSync(path.join(RAIZ, 'README.md'), 'utf8');
  for (const v of VARIAVEIS) {
    const padrao = v.padrao === '(vazio)' ? '(vazio)' : `\`${v.padrao}\``;
    expect(readme).toContain(`| \`${v.nome}\` | ${padrao} |`);
  }
});
