import { DataSource } from 'typeorm';
import { logger } from '../core/logger';
import { creditarVendasExistentes } from '../modules/pontos/pontos.seed';
import { semearVencimentosDemo } from '../modules/pontos/vencimentos.seed';
import { gerarHashSenha } from '../core/senhas';
import { aleatorio, BAIRROS, CIDADES, cnpjDe, cpfDe, NOMES, RUAS, SOBRENOMES } from './gerador';
import { semearPesquisas } from './pesquisas';
import { semearJustificativas } from './vendedores';
import { semearProdutos } from './produtos';
import { semearPremios } from '../modules/premios/premios.seed';
import { semearOfertas } from '../modules/ofertas/ofertas.seed';
import { semearCartoes } from '../modules/cartoes/cartoes.seed';
import { semearPontuacoesMembro } from '../modules/pontuacoes/pontuacoes.seed';

export const SENHA_DEMO = 'Demo@2026';
export const LOJA_DEMO_1 = '11222333000181';
export const LOJA_DEMO_2 = '44555666000181';

/** The demo accounts of README.md. */
export const USUARIOS_DEMO = [
  { cpf: '10000000108', nome: 'Bianca Marca', permissao: 0 },
  { cpf: '20000000299', nome: 'Otávio Operador', permissao: 1 },
  { cpf: '30000000388', nome: 'Adriana Administradora', permissao: 2 },
  { cpf: '40000000477', nome: 'Vitor Vendedor', permissao: 3 },
  { cpf: '50000000566', nome: 'Aurora Auditora', permissao: 4 },
  { cpf: '60000000655', nome: 'Pedro Marca Plus', permissao: 5 },
];
export const PARCEIRO_DEMO_1 = '70000000744';
export const PARCEIRO_DEMO_2 = '80000000833';

const REDES = [
  { nome: 'Rede Horizonte', regiao: 'Sudeste', valorPonto: 0.05 },
  { nome: 'Tintas Litoral', regiao: 'Nordeste', valorPonto: 0.04 },
  { nome: 'Casa & Cor Sul', regiao: 'Sul', valorPonto: 0.05 },
  { nome: 'Construmais Centro-Oeste', regiao: 'Centro-Oeste', valorPonto: 0.06 },
  { nome: 'Depósito Capital', regiao: 'Sudeste', valorPonto: 0.045 },
];
const FANTASIAS = ['Tintas', 'Casa das Cores', 'Depósito', 'Home Center', 'Materiais', 'Acabamentos'];

async function inserirEmLotes(
  query: (sql: string, p?: unknown[]) => Promise<any>,
  tabela: string,
  colunas: string[],
  linhas: unknown[][],
  retornar = 'id',
): Promise<any[]> {
  const saida: any[] = [];
  for (let i = 0; i < linhas.length; i += 500) {
    const lote = linhas.slice(i, i + 500);
    const valores: unknown[] = [];
    const grupos = lote.map(
      (l) =>
        `(${l
          .map((v) => {
            valores.push(v);
            return `$${valores.length}`;
          })
          .join(', ')})`,
    );
    saida.push(...(await query(`INSERT INTO ${tabela} (${colunas.join(', ')}) VALUES ${grupos.join(', ')} RETURNING ${retornar}`, valores)));
  }
  return saida;
}

/**
 * Demo programme: five networks, thirty stores, two hundred salespeople with a year of sales,
 * and the demo accounts. Runs once: a database that already has the demo administrator is left alone.
 */
export async function semearDemonstracao(ds: DataSource): Promise<boolean> {
  const [ja] = await ds.query(`SELECT 1 FROM usuarios WHERE cpf = $1`, [USUARIOS_DEMO[2].cpf]);
  if (ja) return false;
  const r = aleatorio(2026);
  const hash = await gerarHashSenha(SENHA_DEMO);

  await ds.transaction(async (m) => {
    const q = (sql: string, p?: unknown[]) => m.query(sql, p);
    const redes: { id: number }[] = [];
    for (const rede of REDES) {
      const [l] = await q(`INSERT INTO redes (nome, regiao, valor_ponto, data_cadastro) VALUES ($1, $2, $3, CURRENT_DATE - 400) RETURNING id`, [
        rede.nome,
        rede.regiao,
        rede.valorPonto,
      ]);
      redes.push(l);
    }
    await q(`INSERT INTO redes (nome, regiao, valor_ponto, ativo) VALUES ('Rede Encerrada', 'Norte', 0.05, false)`);

    // Stores: the two demo stores first, then 28 more across the networks.
    const lojas: { id: number; rede: number; fator: number; cidade: [string, string, string] }[] = [];
    const criarLoja = async (cnpj: string, codigo: string, nome: string, redeId: number, tipo: number, resgate: boolean, fator: number) => {
      const cidade = r.item(CIDADES);
      const [l] = await q(
        `INSERT INTO revendas (rede_id, codigo, cnpj, nome_fantasia, razao_social, responsavel, email, telefone, celular,
           end_rua, end_numero, end_bairro, end_cidade, end_estado, end_cep, tipo_pontuacao, fator_pontuacao, cenario, resgate_liberado,
           lancamento_manual, lancamento_relatorio)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19, true, true) RETURNING id`,
        [
          redeId,
          codigo,
          cnpj,
          nome,
          `${nome} Comércio de Tintas Ltda`,
          `${r.item(NOMES)} ${r.item(SOBRENOMES)}`,
          `contato@${nome
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}.com.br`,
          `11${r.inteiro(30000000, 39999999)}`,
          `11${r.inteiro(900000000, 999999999)}`,
          r.item(RUAS),
          String(r.inteiro(10, 2000)),
          r.item(BAIRROS),
          cidade[0],
          cidade[1],
          cidade[2],
          tipo,
          fator,
          r.inteiro(0, 3),
          resgate,
        ],
      );
      lojas.push({ id: l.id, rede: redeId, fator, cidade });
      return l.id as number;
    };
    const loja1 = await criarLoja('11222333000181', 'L0001', 'Tintas Horizonte Paulista', redes[0].id, 1, true, 2);
    await criarLoja('44555666000181', 'L0002', 'Casa das Cores Litoral', redes[1].id, 2, true, 1);
    for (let i = 3; i <= 30; i++) {
      await criarLoja(
        cnpjDe(60000000 + i * 7919),
        `L${String(i).padStart(4, '0')}`,
        `${r.item(FANTASIAS)} ${r.item(SOBRENOMES)} ${i}`,
        redes[i % redes.length].id,
        r.item([0, 1, 2]),
        r.numero() > 0.3,
        r.inteiro(1, 3),
      );
    }

    for (const u of USUARIOS_DEMO) {
      await q(`INSERT INTO usuarios (nome, cpf, email, senha_hash, permissao, id_revendas_permitidas) VALUES ($1, $2, $3, $4, $5, $6)`, [
        u.nome,
        u.cpf,
        `${u.nome
          .split(' ')[0]
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}@experienciassw.com.br`,
        hash,
        u.permissao,
        u.permissao === 3 ? [loja1] : null,
      ]);
    }

    // Salespeople: the two demo members, then 198 generated ones.
    const pessoas: unknown[][] = [];
    const addPessoa = (cpf: string, nome: string, loja: { id: number; cidade: [string, string, string] }, aceitou: boolean, codigo: string) => {
      pessoas.push([
        loja.id,
        nome,
        cpf,
        `${nome
          .split(' ')[0]
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.${cpf.slice(-4)}@email.com.br`,
        `11${r.inteiro(900000000, 999999999)}`,
        r.item(['F', 'M']),
        `19${r.inteiro(60, 99)}-0${r.inteiro(1, 9)}-1${r.inteiro(0, 9)}`,
        r.item(RUAS),
        String(r.inteiro(1, 999)),
        r.item(BAIRROS),
        loja.cidade[0],
        loja.cidade[1],
        loja.cidade[2],
        hash,
        aceitou,
        codigo,
        `2026-${String(r.inteiro(1, 10)).padStart(2, '0')}-1${r.inteiro(0, 9)}T1${r.inteiro(0, 9)}:00:00Z`,
      ]);
    };
    addPessoa(PARCEIRO_DEMO_1, 'Carlos Eduardo Pereira', lojas[0], true, 'CARLOS744');
    addPessoa(PARCEIRO_DEMO_2, 'Juliana Martins Costa', lojas[1], false, 'JULIANA833');
    for (let i = 1; i <= 198; i++) {
      const nome = `${r.item(NOMES)} ${r.item(SOBRENOMES)} ${r.item(SOBRENOMES)}`;
      addPessoa(cpfDe(310000000 + i * 104729), nome, lojas[r.inteiro(0, lojas.length - 1)], r.numero() > 0.2, `IND${String(i).padStart(5, '0')}`);
    }
    const parceiros = await inserirEmLotes(
      q,
      'parceiros',
      [
        'revenda_id',
        'nome',
        'cpf',
        'email',
        'celular',
        'sexo',
        'data_nascimento',
        'end_rua',
        'end_numero',
        'end_bairro',
        'end_cidade',
        'end_estado',
        'end_cep',
        'senha_hash',
        'aceitou_regulamento',
        'id_indicacao',
        'ultimo_acesso_em',
      ],
      pessoas,
      'id, revenda_id',
    );

    // A year of sales: most salespeople sell, some never did (they show as "not scored").
    const valorPontoDaLoja = new Map(lojas.map((l) => [l.id, REDES[redes.findIndex((x) => x.id === l.rede)]?.valorPonto ?? 0.05]));
    const fatorDaLoja = new Map(lojas.map((l) => [l.id, l.fator]));
    const vendas: unknown[][] = [];
    parceiros.forEach((p: { id: number; revenda_id: number }, indice: number) => {
      const quantas = indice === 0 ? 24 : indice === 1 ? 6 : r.numero() < 0.25 ? 0 : r.inteiro(1, 18);
      for (let k = 0; k < quantas; k++) {
        const total = r.inteiro(80, 2500) + r.inteiro(0, 99) / 100;
        const pontos = Math.round(total * 0.1 * (fatorDaLoja.get(p.revenda_id) ?? 1));
        const dias = r.inteiro(1, 360);
        vendas.push([
          p.id,
          p.revenda_id,
          `NF${r.inteiro(100000, 999999)}`,
          total,
          pontos,
          +(pontos * (valorPontoDaLoja.get(p.revenda_id) ?? 0.05)).toFixed(2),
          new Date(Date.now() - dias * 86400000).toISOString().slice(0, 10),
          new Date(Date.now() - (dias - 1) * 86400000).toISOString(),
          fatorDaLoja.get(p.revenda_id) ?? 1,
          0,
        ]);
      }
    });
    await inserirEmLotes(
      q,
      'vendas',
      [
        'parceiro_id',
        'revenda_id',
        'identificador',
        'total_venda',
        'total_pontos',
        'valor_custo',
        'realizado_em',
        'pontuado_em',
        'fator_aplicado',
        'limite_aplicado',
      ],
      vendas,
    );
    // Every sale is credited through the points ledger (movements and earning lots).
    await creditarVendasExistentes(q);
    await q(`UPDATE parceiros SET ativo = false WHERE id IN (SELECT id FROM parceiros WHERE cpf NOT IN ($1, $2) ORDER BY id DESC LIMIT 5)`, [
      PARCEIRO_DEMO_1,
      PARCEIRO_DEMO_2,
    ]);
    await semearPesquisas(q);
    await semearJustificativas(q, PARCEIRO_DEMO_1);
    await semearProdutos(q);
    await semearVencimentosDemo(ds, m, PARCEIRO_DEMO_1);
    await semearPremios(ds, m, PARCEIRO_DEMO_1);
    await semearOfertas(ds, m);
    await semearCartoes(m, PARCEIRO_DEMO_1);
    await semearPontuacoesMembro(m, PARCEIRO_DEMO_1, PARCEIRO_DEMO_2);
  });
  logger.info('dados de demonstração carregados');
  return true;
}
