import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { iniciarPostgresEmbutido } from '../db/postgres';
import { aguardarGateway } from './aguardar';
import { construirAnterior } from './comparar';
import { EQUIPE_BENCH, entrarEquipe } from './equipe';
import { Alvo, argumento, Cenario, CONEXOES, DURACAO, medir, Medida } from './medicao';
import { medirCorrecoes, PEDIDOS_CORRECOES } from './correcoes';
import { iniciarReferencia } from './referencia';

/**
 * npm run bench [-- --duracao 10 --conexoes 32 --so <cenário>]: drives the real gateway over HTTP on the benchmark
 * database (npm run bench:data first) and prints, per scenario and door, requests/s, p50, p95, p99,
 * errors, and the throughput as a ratio of the bare reference server (referencia.ts) where one exists.
 */
const REPETICOES = argumento('repeticoes', 1);
const COMPARAR = process.argv.includes('--comparar') ? process.argv[process.argv.indexOf('--comparar') + 1] : null;
const PORTA_ANTERIOR = 4712;
/** Prizes created per measured server and run (a member redeems each at most once a month). */
const PREMIOS_POR_ALVO = 40;
const RAIZ = path.resolve(__dirname, '..', '..', '..');
const PORTA = 4710;
const BASE = `http://127.0.0.1:${PORTA}`;

const gql = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

async function json(metodo: string, caminho: string, corpo?: unknown, token?: string): Promise<any> {
  const r = await fetch(`${BASE}${caminho}`, {
    method: metodo,
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token ? { authorization: token } : {}) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${metodo} ${caminho} → ${r.status} ${texto.slice(0, 200)}`);
  return JSON.parse(texto);
}

function iniciarGateway(main: string, cwd: string, url: string, porta: number): ChildProcess {
  return spawn(process.execPath, [main], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(porta),
      SW_SEED: 'false',
      SW_JOBS: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // The redemption scenario measures throughput, not the monthly rule (issue: "limits set above 10 for the run").
      RESGATES_POR_MES: '1000',
      // The correction list is a heavy read (30 per user and minute); the scenario asks it more often.
      LIMITE_PESADAS_MIN: '100000',
    },
  });
}

async function parar(filho: ChildProcess | null) {
  if (!filho || filho.exitCode !== null) return;
  filho.kill('SIGTERM');
  await new Promise((ok) => filho.once('exit', ok));
}

async function main() {
  let url = process.env.DATABASE_URL;
  const embutido = url ? null : await iniciarPostgresEmbutido(path.join(RAIZ, '.data', 'bench'), 54339);
  url ??= embutido!.url('experiencias');
  // The version to compare with is built before anything starts (it may take minutes).
  const versaoAnterior = COMPARAR ? construirAnterior(RAIZ, COMPARAR) : null;
  const gateway = iniciarGateway(path.join(RAIZ, 'gateway', 'dist', 'main.js'), RAIZ, url, PORTA);
  let anterior: ChildProcess | null = null;
  const referencia = await iniciarReferencia(url, PORTA + 1);
  let restaurar = async () => {};
  try {
    await aguardarGateway(gateway, BASE, 2);
    // Started once this gateway has migrated the database; it runs on the same one.
    if (versaoAnterior) {
      anterior = iniciarGateway(versaoAnterior.main, versaoAnterior.pasta, url, PORTA_ANTERIOR);
      await aguardarGateway(anterior, `http://127.0.0.1:${PORTA_ANTERIOR}`, 2);
    }
    // The contract's Authorization value is 'storeToken|panelToken'.
    const admin = `|${(await json('POST', '/api/sessoes/usuario', { cpf: '30000000388', senha: 'Demo@2026' })).token}`;
    const redes = (await json('GET', '/api/redes?ativo=1', undefined, admin)).redes as { id: number; nome: string }[];
    const rede = redes.find((r) => r.nome.startsWith('Rede Bench')) ?? redes[0];
    // The redemption scenario measures throughput, not the programme's limits (issue: "limits set
    // above 10 for the run"): the weekly voucher limit goes up for the run and back afterwards, and
    // prizes of this run, PREMIOS_POR_ALVO for each of the measured (this code, the compared version,
    // the reference), keep "the same prize once a month" from refusing members who redeemed before.
    const banco = new Pool({ connectionString: url, max: 1 });
    const [{ usos_semanais_voucher: usosSemanais }] = (await banco.query(`SELECT usos_semanais_voucher FROM configuracoes_sistema WHERE id = 1`)).rows;
    await banco.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = 1000 WHERE id = 1`);
    restaurar = async () => {
      await banco.query(`UPDATE configuracoes_sistema SET usos_semanais_voucher = $1 WHERE id = 1`, [usosSemanais]);
      await banco.end();
    };
    const rodada = Date.now().toString(36).toUpperCase();
    const SIGLA: Record<Alvo, string> = { atual: 'N', anterior: 'A', referencia: 'R' };
    const premio = (alvo: Alvo, n: number) => `BX-${rodada}-${SIGLA[alvo]}${1 + n}`;
    await banco.query(
      `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos)
       SELECT 'Prêmio Bench ' || $1 || '-' || a || n, 'Prêmio de benchmark', 'BX-' || $1 || '-' || a || n, 50, 'geral', 105 + n * 5
         FROM generate_series(1, ${PREMIOS_POR_ALVO}) n, unnest(ARRAY['N', 'A', 'R']) a`,
      [rodada],
    );
    // The thousand members with the most points among those who may redeem (active, in an active
    // store that redeems), logged in once each, four at a time (argon2 is deliberately slow).
    const membros: { id: number; cpf: string }[] = (
      await banco.query(
        `SELECT p.id, p.cpf FROM parceiros p JOIN revendas r ON r.id = p.revenda_id
        WHERE p.ativo AND r.ativo AND r.resgate_liberado ORDER BY p.saldo_pontos DESC, p.id LIMIT 1000`,
      )
    ).rows;
    const comSessao: { id: number; token: string }[] = [];
    const fila = [...membros];
    await Promise.all(
      [1, 2, 3, 4].map(async () => {
        for (let m = fila.shift(); m; m = fila.shift()) {
          try {
            comSessao.push({ id: m.id, token: `${(await json('POST', '/api/sessoes/parceiro', { cpf: m.cpf, senha: 'Demo@2026' })).token}|` });
          } catch {
            // a member with another password (the demo's own accounts) is left out; the others are enough
          }
        }
      }),
    );
    const equipe = await entrarEquipe(banco, async (cpf) => `|${(await json('POST', '/api/sessoes/usuario', { cpf, senha: 'Demo@2026' })).token}`);
    // The month the report tables hold (the last of the purchase history), as bench/relatorios.ts reads it.
    const [{ ano: anoRel, mes: mesRel }] = (
      await banco.query(`SELECT extract(year FROM max(mes))::int AS ano, extract(month FROM max(mes))::int AS mes FROM historico_compras`)
    ).rows;
    const relatorio = (nome: string, caminho: string): Cenario => ({
      nome: `Relatório: ${nome}`,
      porta: 'REST',
      caminho,
      conexoes: EQUIPE_BENCH,
      tokens: () => equipe,
    });
    const hoje = new Date().toISOString().slice(0, 10);
    const semanaPassada = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

    const cenarios: Cenario[] = [
      {
        nome: 'Vendedores (busca e ordem)',
        porta: 'REST',
        caminho: '/api/parceiros?page=1&perPage=10&search=Silva&sortField=nome&sortOrder=asc',
        referencia: '/parceiros?busca=Silva',
      },
      {
        nome: 'Vendedores (busca e ordem)',
        porta: 'GraphQL',
        metodo: 'POST',
        caminho: '/graphql',
        referencia: '/parceiros?busca=Silva',
        corpo: gql(
          `query($b: String) { parceiros(input: { pagina: 1, porPagina: 10, busca: $b, ordenarPor: nome, direcao: ASC }) { total itens { id nome cpf revenda rede saldoPontos } } }`,
          { b: 'Silva' },
        ),
      },
      // A narrower term (a name and part of a number, about 200 matches): what staff type most.
      {
        nome: 'Vendedores (busca estreita)',
        porta: 'REST',
        caminho: '/api/parceiros?page=1&perPage=10&search=Silva%20175&sortField=nome&sortOrder=asc',
        referencia: '/parceiros?busca=Silva%20175',
      },
      {
        nome: 'Vendedores (busca estreita)',
        porta: 'GraphQL',
        metodo: 'POST',
        caminho: '/graphql',
        referencia: '/parceiros?busca=Silva%20175',
        corpo: gql(
          `query($b: String) { parceiros(input: { pagina: 1, porPagina: 10, busca: $b, ordenarPor: nome, direcao: ASC }) { total itens { id nome cpf revenda rede saldoPontos } } }`,
          { b: 'Silva 175' },
        ),
      },
      {
        nome: 'Pontuações (7 dias)',
        porta: 'REST',
        caminho: `/api/pontuacoes?dataInicial=${semanaPassada}&dataFinal=${hoje}&page=1&perPage=10`,
        referencia: '/pontuacoes',
      },
      { nome: 'Resgates', porta: 'REST', caminho: '/api/resgates?pagina=1&limite=10', referencia: '/resgates' },
      {
        nome: 'Resgates',
        porta: 'GraphQL',
        metodo: 'POST',
        caminho: '/graphql',
        referencia: '/resgates',
        corpo: gql(`{ resgates(input: { pagina: 1, porPagina: 10 }) { total itens { id parceiro premio { nome } pontosGastos status } } }`),
      },
      // The dashboard is a heavy read (at most PESADAS_POR_USUARIO at once per person): each connection is another staff member.
      { nome: 'Dashboard (todas as redes)', porta: 'REST', caminho: '/api/dashboard', referencia: '/dashboard', tokens: () => equipe },
      { nome: 'Dashboard (uma rede)', porta: 'REST', caminho: `/api/dashboard?rede=${encodeURIComponent(rede.nome)}`, tokens: () => equipe },
      {
        nome: 'Dashboard (todas as redes)',
        porta: 'GraphQL',
        metodo: 'POST',
        caminho: '/graphql',
        referencia: '/dashboard',
        tokens: () => equipe,
        corpo: gql(
          `{ dashboard { parceirosCadastrados parceirosPontuados revendasCadastradas revendasPontuadas topParceirosPontuados { id nome totalPontos } } }`,
        ),
      },
      {
        nome: 'Login do painel',
        porta: 'REST',
        metodo: 'POST',
        caminho: '/api/sessoes/usuario',
        corpo: { cpf: '30000000388', senha: 'Demo@2026' },
        conexoes: 4,
      },
      // Request n: member n mod M, prize 1 + (n div M) mod PREMIOS_POR_ALVO of this run and of the
      // one measured, so no member asks for the same prize twice and each one's redemptions spread.
      // The reference takes the member's id in the body (it has no sessions).
      {
        nome: 'Resgate (muitos membros)',
        porta: 'REST',
        metodo: 'POST',
        caminho: '/api/resgatar',
        corpo: {},
        referencia: '/resgatar',
        variar: (n, alvo) => {
          const m = comSessao[n % comSessao.length];
          const codigoPremio = premio(alvo, Math.floor(n / comSessao.length) % PREMIOS_POR_ALVO);
          return alvo === 'referencia'
            ? { authorization: '', corpo: { parceiroId: m.id, codigoPremio } }
            : { authorization: m.token, corpo: { codigoPremio, qtde: 1, obs: 'bench' } };
        },
      },
      // Every report screen's read, each connection a different staff member (docs/desempenho.md, "Relatórios em paralelo").
      relatorio('Mensuração', '/api/mensuracao'),
      relatorio('Antifraude', '/api/antifraude'),
      relatorio('Taxa de sucesso', `/api/taxa-sucesso?ano=${anoRel}&mes=${mesRel}`),
      relatorio('Compras x pontuação', `/api/compras-pontuacao?ano=${anoRel}&mes=${mesRel}`),
      relatorio('Histórico', `/api/historico?ano=${anoRel}`),
      relatorio('Produtos vendidos', `/api/produtos_vendidos?ano=${anoRel}`),
      relatorio('Produtos mais vendidos', `/api/pontuacoes/produtos-mais-vendidos?dataInicial=${semanaPassada}&dataFinal=${hoje}`),
      {
        nome: 'Correção de pontuação (lista)',
        porta: 'REST',
        caminho: '/api/pontuacoes/correcoes',
        sequencial: (alvo) =>
          medirCorrecoes(banco, alvo === 'anterior' ? `http://127.0.0.1:${PORTA_ANTERIOR}` : BASE, admin, alvo === 'anterior' ? 3 : PEDIDOS_CORRECOES),
      },
    ];

    const referencias = new Map<string, Medida>();
    console.log(`\n${DURACAO} s por cenário, ${CONEXOES} conexões (salvo onde indicado). ${comSessao.length} membros com sessão.`);
    if (versaoAnterior)
      console.log(`Comparando com ${COMPARAR} (${versaoAnterior.commit.slice(0, 12)}): cada cenário mede a versão anterior e logo depois esta.`);
    console.log('\ncenário                        porta    req/s     p50     p95     p99  erros  ÷ referência (ou sucessos/s)');
    const ms = (v: number) => `${v.toFixed(0)} ms`.padStart(7);
    const linha = (c: Cenario, rotulo: string, r: Medida, razao: string) =>
      console.log(
        `${`${c.nome}${rotulo}`.padEnd(30)} ${c.porta.padEnd(8)} ${r.rps.toFixed(0).padStart(5)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.erros).padStart(6)}  ${razao}${r.status ? ` [${r.status}]` : ''}`,
      );
    // A write's figure is its successes per second; a read's, its requests per second.
    const vazao = (c: Cenario, r: Medida) => (c.variar ? r.sucessosPorSegundo : r.rps);
    // --so <texto>: only the scenarios whose name contains it (e.g. --so Resgate).
    const so = process.argv.includes('--so') ? process.argv[process.argv.indexOf('--so') + 1].toLowerCase() : '';
    const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
    // The p95 of each scenario and door, for the scale comparison (escalas.ts reads it).
    const p95s: Record<string, number> = {};
    for (const c of cenarios.filter((x) => x.nome.toLowerCase().includes(so))) {
      const sobreReferencia: number[] = [];
      const sobreAnterior: number[] = [];
      try {
        // --repeticoes n: the cycle (compared version, this one, reference) n times, back to back.
        for (let rodadaMedida = 0; rodadaMedida < REPETICOES; rodadaMedida++) {
          let antes: Medida | null = null;
          if (anterior) {
            antes = await medir(`http://127.0.0.1:${PORTA_ANTERIOR}${c.caminho}`, c, admin, 'anterior');
            linha(c, ' [anterior]', antes, c.variar ? `${antes.sucessosPorSegundo.toFixed(0)} sucessos/s` : '');
          }
          const r = await medir(`${BASE}${c.caminho}`, c, admin, 'atual');
          let razao = c.variar ? `${r.sucessosPorSegundo.toFixed(0)} sucessos/s` : '';
          if (c.referencia) {
            if (!referencias.has(c.referencia) || REPETICOES > 1) {
              referencias.set(
                c.referencia,
                await medir(`${referencia.url}${c.referencia}`, c.variar ? c : { ...c, metodo: 'GET', corpo: undefined }, '', 'referencia'),
              );
            }
            const ref = referencias.get(c.referencia)!;
            sobreReferencia.push(vazao(c, r) / vazao(c, ref));
            razao = `${sobreReferencia.at(-1)!.toFixed(2)} (${vazao(c, ref).toFixed(0)} ${c.variar ? 'sucessos' : 'req'}/s)${c.variar ? `, ${razao}` : ''}`;
          }
          if (antes) {
            sobreAnterior.push(vazao(c, r) / vazao(c, antes));
            razao += `; ÷ anterior ${sobreAnterior.at(-1)!.toFixed(2)}`;
          }
          linha(c, '', r, razao);
          p95s[`${c.nome}|${c.porta}`] = r.p95;
        }
        if (REPETICOES > 1) {
          const partes = [
            sobreReferencia.length && `÷ referência ${mediana(sobreReferencia).toFixed(2)}`,
            sobreAnterior.length && `÷ anterior ${mediana(sobreAnterior).toFixed(2)}`,
          ];
          console.log(`${''.padEnd(30)} mediana de ${REPETICOES}: ${partes.filter(Boolean).join('; ')}`);
        }
      } catch (e) {
        console.log(`${c.nome.padEnd(30)} ${c.porta.padEnd(8)} falhou: ${(e as Error).message}`);
      }
    }
    if (process.env.BENCH_RESULTADOS) fs.writeFileSync(process.env.BENCH_RESULTADOS, JSON.stringify(p95s));
    if (versaoAnterior)
      console.log(`\nA versão anterior fica em ${versaoAnterior.pasta} para a próxima comparação (git worktree remove --force ${versaoAnterior.pasta}).`);
  } finally {
    await restaurar();
    await parar(gateway);
    await parar(anterior);
    await referencia.parar();
    if (embutido) await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
