import { diaDe } from '../core/calendario';
import { PARCEIRO_DEMO_1 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import { AmbienteDeTeste, Resposta } from '../testing/ambiente';
import { esperarRazaoIntegro } from '../testing/razao';

/**
 * Ledger soak: thousands of random operations, several at a time, over a handful of members, each
 * through the door staff or members use (Nova venda, resgatar, cancelar resgate, cancelar venda,
 * corrigir, expirar, devolver expirados). Afterwards the ledger's invariants must hold and every
 * redemption and sale must have moved points exactly once (plus one reversal when cancelled).
 * SOAK_SEED repeats a run; SOAK_OPERACOES changes its size. Limits are raised so only the balance binds.
 */

const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
// 1,000 operations: 7–12 s idle. 2,000 passed 240 s with the machine's cores taken by other work; the
// default is sized so the bound below (a hang detector) stays far away. SOAK_OPERACOES runs a longer soak.
const OPERACOES = Number(process.env.SOAK_OPERACOES ?? 1000);
const CONCORRENCIA = 8;
const MEMBROS = 5;
const PREMIOS = 400;

/** mulberry32: small, seedable, good enough to pick operations. */
function gerador(semente: number) {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let amb: AmbienteDeTeste;
let admin: string;
const membros: { id: number; cpf: string; token: string }[] = [];
beforeAll(async () => {
  amb = await AmbienteDeTeste.criar({ RESGATES_POR_MES: '1000' });
  admin = await amb.entrarPainel(2);
  const atual = await amb.rest('GET', '/api/configuracoes-sistema', { token: admin });
  const conf = await amb.rest('PUT', '/api/configuracoes-sistema', {
    token: admin,
    corpo: { limitePontuacao: atual.corpo.limitePontuacao, usosSemanaisVoucher: 1000, voucherAtivo: true },
  });
  expect(conf.status).toBe(200);
  // Each prize can be redeemed once a month per member: enough prizes that the balance is what binds.
  await amb.ds.query(
    `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos)
     SELECT 'SOAK-' || i, 'Soak', 'SOAK-' || i, 10, 'geral', (ARRAY[5, 20, 60])[1 + i % 3] FROM generate_series(1, $1) i`,
    [PREMIOS],
  );
  for (let i = 1; i <= MEMBROS; i++) {
    const cpf = cpfDe(730000000 + i * 7919);
    const [p] = await amb.ds.query(
      `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
       SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id`,
      [cpf, `Membro Soak ${i}`, PARCEIRO_DEMO_1],
    );
    membros.push({ id: p.id, cpf, token: await amb.entrarLoja(cpf) });
  }
});
afterAll(() => amb.fechar());

const ontem = () => new Date(Date.now() - 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const ids = () => membros.map((m) => m.id);

it(`${OPERACOES} random concurrent ledger operations leave the books balanced`, async () => {
  const aleatorio = gerador(SEED);
  const escolher = <T>(lista: T[]): T | undefined => (lista.length ? lista[Math.floor(aleatorio() * lista.length)] : undefined);
  const vendas: string[] = [];
  const resgates: number[] = [];
  const contagem = new Map<string, number>();
  const anotar = (op: string, r: Resposta) => {
    const chave = `${op} ${r.status}${r.status < 300 ? '' : ` ${r.corpo?.erro ?? JSON.stringify(r.corpo).slice(0, 80)}`}`;
    contagem.set(chave, (contagem.get(chave) ?? 0) + 1);
  };
  let numero = 0;

  // Weights: sales and redemptions dominate, as in the programme; the rest is rarer but frequent enough to interleave.
  const operacoes: [number, string, () => Promise<void>][] = [
    [
      30,
      'vender',
      async () => {
        const m = escolher(membros)!;
        const identificador = `SOAK${SEED % 100000}N${++numero}`;
        const itens = [{ codigo: escolher(['SW-FUNDO-36L', 'SW-FUNDO-18L'])!, qtde: 1 + Math.floor(aleatorio() * 3), valorUnitario: 10 }];
        const r = await amb.rest('POST', '/api/pontuacoes/pontuar', {
          token: admin,
          corpo: { venda: { cpf: m.cpf, tipoFiscal: 'N', identificador, realizadoEm: ontem(), itens } },
        });
        if (r.status === 201) vendas.push(r.corpo.id);
        anotar('vender', r);
      },
    ],
    [
      30,
      'resgatar',
      async () => {
        const m = escolher(membros)!;
        const r = await amb.rest('POST', '/api/resgatar', { token: m.token, corpo: { codigoPremio: `SOAK-${1 + Math.floor(aleatorio() * PREMIOS)}` } });
        if (r.status === 201) resgates.push(r.corpo.id);
        anotar('resgatar', r);
      },
    ],
    [
      10,
      'cancelarResgate',
      async () => {
        const id = escolher(resgates);
        if (id === undefined) return;
        anotar('cancelarResgate', await amb.rest('POST', '/api/cancelarResgate', { token: admin, corpo: { identificador: id } }));
      },
    ],
    [
      8,
      'cancelarVenda',
      async () => {
        const id = escolher(vendas);
        if (id === undefined) return;
        anotar('cancelarVenda', await amb.rest('POST', '/api/pontuacoes/cancelar', { token: admin, corpo: { identificador: id } }));
      },
    ],
    [
      3,
      'mudarPontosProduto',
      async () => {
        // Product points change in the catalogue; the sales made before become candidates for correction.
        await amb.ds.query(`UPDATE produtos SET valor_pontos = $2 WHERE codigo = $1`, [
          escolher(['SW-FUNDO-36L', 'SW-FUNDO-18L']),
          3 + Math.floor(aleatorio() * 30),
        ]);
        contagem.set('mudarPontosProduto', (contagem.get('mudarPontosProduto') ?? 0) + 1);
      },
    ],
    [
      10,
      'corrigir',
      async () => {
        const id = escolher(vendas);
        if (id === undefined) return;
        anotar('corrigir', await amb.rest('POST', `/api/pontuacoes/corrigir/${id}`, { token: admin }));
      },
    ],
    [
      3,
      'expirar',
      async () => {
        // Some lots fall due (backdated), then the expiry run takes them.
        await amb.ds.query(
          `UPDATE lotes_pontos SET vence_em = now() - interval '1 day'
          WHERE id IN (SELECT id FROM lotes_pontos WHERE parceiro_id = ANY($1) AND restante > 0 ORDER BY random() LIMIT 3)`,
          [ids()],
        );
        anotar('expirar', await amb.rest('POST', '/api/pontuacoes/expirar', { token: admin }));
      },
    ],
    [
      1,
      'reativar',
      async () => {
        anotar('reativar', await amb.rest('GET', `/api/pontuacoes/reativar/${diaDe(new Date())}`, { token: admin }));
      },
    ],
  ];
  const pesoTotal = operacoes.reduce((s, [p]) => s + p, 0);
  const sortear = () => {
    let x = aleatorio() * pesoTotal;
    for (const op of operacoes) {
      x -= op[0];
      if (x < 0) return op;
    }
    return operacoes[0];
  };

  const inicio = Date.now();
  let feitas = 0;
  await Promise.all(
    Array.from({ length: CONCORRENCIA }, async () => {
      while (feitas < OPERACOES) {
        feitas += 1;
        await sortear()[2]();
      }
    }),
  );
  const segundos = (Date.now() - inicio) / 1000;

  const tabela = [...contagem.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `  ${String(n).padStart(5)}  ${k}`)
    .join('\n');
  console.log(
    `razão soak: SOAK_SEED=${SEED} operações=${OPERACOES} concorrência=${CONCORRENCIA} membros=${MEMBROS} em ${segundos.toFixed(1)} s\n` +
      `vendas pontuadas=${vendas.length} resgates=${resgates.length}\n${tabela}`,
  );

  // No server errors and no refused authorization: every refusal is a rule's answer in Portuguese.
  const respostas = [...contagem.keys()].filter((k) => k !== 'mudarPontosProduto');
  expect(respostas.filter((k) => /^\S+ (5\d\d|401|403)/.test(k))).toEqual([]);
  for (const k of respostas.filter((k) => !/ 20[01]$/.test(k))) expect(k).toMatch(/^\S+ 4\d\d [A-ZÀ-Ú]/);
  // Each kind of operation actually succeeded some of the time, so the run exercised them all.
  for (const op of ['vender', 'resgatar', 'cancelarResgate', 'cancelarVenda', 'corrigir', 'expirar'])
    expect((contagem.get(`${op} 200`) ?? 0) + (contagem.get(`${op} 201`) ?? 0)).toBeGreaterThan(0);

  await esperarRazaoIntegro(amb.ds.manager);
  expect(await amb.ds.query(`SELECT id FROM parceiros WHERE saldo_pontos < 0 OR total_pontos < 0`)).toEqual([]);
  const saldos = await amb.ds.query(
    `SELECT p.id, p.saldo_pontos::float AS saldo, coalesce(sum(m.pontos), 0)::float AS movimentos
       FROM parceiros p LEFT JOIN movimentos_pontos m ON m.parceiro_id = p.id WHERE p.id = ANY($1) GROUP BY p.id`,
    [ids()],
  );
  for (const s of saldos) expect(s.saldo).toBeCloseTo(s.movimentos, 2);

  // Each redemption: exactly one debit; a reversal only when cancelled, and then exactly one.
  const porResgate = await amb.ds.query(
    `SELECT r.id, r.status,
            (SELECT count(*)::int FROM movimentos_pontos d WHERE d.tipo = 'debito_resgate' AND d.origem_tipo = 'resgate' AND d.origem_id = r.id::text) AS debitos,
            (SELECT count(*)::int FROM movimentos_pontos e JOIN movimentos_pontos d ON d.id = e.estorna_movimento_id
              WHERE d.origem_tipo = 'resgate' AND d.origem_id = r.id::text) AS estornos
       FROM resgates r WHERE r.parceiro_id = ANY($1)`,
    [ids()],
  );
  expect(porResgate).toHaveLength(resgates.length);
  const erradosResgates = porResgate.filter(
    (r: { status: number; debitos: number; estornos: number }) => r.debitos !== 1 || r.estornos !== (r.status === 3 ? 1 : 0),
  );
  expect(erradosResgates).toEqual([]);

  // Each sale: one credit; when cancelled, every credit and correction on it reversed exactly once.
  const porVenda = await amb.ds.query(
    `SELECT v.id, v.cancelada_em IS NOT NULL AS cancelada,
            (SELECT count(*)::int FROM movimentos_pontos c WHERE c.tipo = 'credito_venda' AND c.origem_tipo = 'venda' AND c.origem_id = v.id::text) AS creditos,
            (SELECT count(*)::int FROM movimentos_pontos c WHERE c.tipo IN ('credito_venda', 'correcao') AND c.origem_tipo = 'venda' AND c.origem_id = v.id::text) AS lancamentos,
            (SELECT count(*)::int FROM movimentos_pontos e JOIN movimentos_pontos c ON c.id = e.estorna_movimento_id
              WHERE c.origem_tipo = 'venda' AND c.origem_id = v.id::text) AS estornos
       FROM vendas v WHERE v.id::text = ANY($1)`,
    [vendas],
  );
  expect(porVenda).toHaveLength(vendas.length);
  const erradasVendas = porVenda.filter(
    (v: { cancelada: boolean; creditos: number; lancamentos: number; estornos: number }) =>
      v.creditos !== 1 || v.estornos !== (v.cancelada ? v.lancamentos : 0),
  );
  expect(erradasVendas).toEqual([]);
}, 600_000);
