import 'reflect-metadata';
import { lerConfig } from '../config';
import { RequestContext } from '../core/context';
import { criarFila, executarProxima } from '../core/fila';
import { enfileirar, FILA_TAREFAS } from '../core/tarefas';
import { conectarBanco } from '../gateway';
import { definirConfig } from '../runtime';
import '../modules/relatorios/geracao';
import * as antifraude from '../modules/relatorios/antifraude.service';
import * as hist from '../modules/relatorios/historico.service';
import * as mensuracao from '../modules/relatorios/mensuracao.service';
import * as periodo from '../modules/relatorios/periodo.service';

/**
 * node gateway/dist/bench/relatorios.js [--ano 2025 --mes 11] [--sem-geracao]: on the benchmark database (npm run
 * bench:data; same SW_DATA_DIR/SW_PG_PORT or DATABASE_URL), runs the five report jobs and times
 * them, then times each report read the screens make (all networks, the widest case), three times.
 */
const arg = (nome: string) => {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function main() {
  if (!process.env.DATABASE_URL) {
    process.env.SW_DATA_DIR ??= '.data/bench';
    process.env.SW_PG_PORT ??= '54339';
  }
  const config = lerConfig();
  definirConfig(config);
  const { dataSource, embutido } = await conectarBanco(config);
  const ctx = RequestContext.sistema(dataSource, 'bench-relatorios');
  // Enqueues only: each job is run here, timed, instead of by a worker.
  const fila = await criarFila(dataSource, { trabalhar: false, nome: 'bench' });
  try {
    const [{ mes: ultimo }] = await dataSource.query(`SELECT to_char(max(mes), 'YYYY-MM') AS mes FROM historico_compras`);
    const ano = Number(arg('ano') ?? ultimo.slice(0, 4));
    const mes = Number(arg('mes') ?? ultimo.slice(5, 7));
    const [contagens] = await dataSource.query(
      `SELECT (SELECT count(*) FROM vendas) AS vendas, (SELECT count(*) FROM vendas_itens) AS itens, (SELECT count(*) FROM historico_compras) AS compras,
              (SELECT count(*) FROM redes) AS redes, (SELECT count(*) FROM revendas) AS lojas`,
    );
    console.log(`Dados: ${JSON.stringify(contagens)}; mês ${String(mes).padStart(2, '0')}/${ano}`);
    console.log('Geração (tarefa completa, numa transação):');
    const tipos = process.argv.includes('--sem-geracao') ? [] : ['relatorio', 'antifraude', 'mensuracao', 'taxa-sucesso', 'compras-pontuacao'];
    for (const tipo of tipos) {
      const parametros = tipo === 'taxa-sucesso' || tipo === 'compras-pontuacao' ? { ano, mes } : {};
      await enfileirar(ctx, `relatorio.${tipo}`, parametros);
      const t = Date.now();
      await executarProxima(fila, FILA_TAREFAS, dataSource);
      const [r] = await dataSource.query(`SELECT status, resultado FROM tarefas WHERE tipo = $1 ORDER BY id DESC LIMIT 1`, [`relatorio.${tipo}`]);
      console.log(`  ${tipo.padEnd(20)} ${((Date.now() - t) / 1000).toFixed(1)} s  ${r.status} ${JSON.stringify(r.resultado)}`);
    }
    const leituras: [string, () => Promise<unknown[]>][] = [
      ['mensuracao', () => mensuracao.listar(ctx, {})],
      ['taxa-sucesso', () => periodo.taxaSucesso(ctx, { ano, mes })],
      ['antifraude', () => antifraude.listar(ctx, {})],
      [
        'redesAntifraude',
        () =>
          antifraude.redesEmAlerta(
            new RequestContext(
              dataSource,
              'b',
              { tipo: 'usuario', id: 1, nome: 'b', permissao: 2, idRevendasPermitidas: null, idRedesPermitidas: null, sessaoId: '' },
              '',
              null,
            ),
          ),
      ],
      ['compras-pontuacao', () => periodo.comprasPontuacao(ctx, { ano, mes })],
      ['historico', () => hist.historico(ctx, { ano })],
      ['serie', async () => hist.serieMensal(ctx, { ano })],
      ['produtos_vendidos (ano, todas)', () => hist.produtosVendidos(ctx, { ano })],
      [
        'produtos_vendidos (ano, uma loja)',
        async () => {
          const [loja] = await dataSource.query(`SELECT cnpj FROM revendas ORDER BY id DESC LIMIT 1`);
          return hist.produtosVendidos(ctx, { ano, revenda: loja.cnpj });
        },
      ],
      [
        'antifraude (uma rede)',
        async () => {
          const [r] = await dataSource.query(`SELECT rede_id FROM rel_antifraude LIMIT 1`);
          return antifraude.listar(ctx, { rede: r.rede_id });
        },
      ],
    ];
    console.log('Leituras das telas (todas as redes; 3 vezes, ms):');
    for (const [nome, ler] of leituras) {
      const tempos: number[] = [];
      let linhas = 0;
      for (let i = 0; i < 3; i++) {
        const t = process.hrtime.bigint();
        linhas = (await ler()).length;
        tempos.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      console.log(`  ${nome.padEnd(32)} ${tempos.map((x) => x.toFixed(0)).join(' / ')}  (${linhas} linhas)`);
    }
  } finally {
    await fila.parar();
    await dataSource.destroy();
    if (embutido) await embutido.parar();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
