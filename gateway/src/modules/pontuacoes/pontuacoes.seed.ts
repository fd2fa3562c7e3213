import zlib from 'node:zlib';
import { EntityManager } from 'typeorm';
import { gravarVerificado } from '../../core/arquivos';

/**
 * Demo data of the member side (docs/pontuacoes-membro.md): a year of sell-in for every store, and
 * a few claims so /pontuacoes and the staff queues have something to show. Deterministic: the
 * quantities come from a hash of store, product and month, not from a clock or a random source.
 */

/** A small valid PNG (a grey "receipt" with darker lines), built in code so the seed needs no file. */
export function pngDemo(largura = 24, altura = 32): Buffer {
  const bloco = (tipo: string, dados: Buffer) => {
    const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
    const tamanho = Buffer.alloc(4);
    tamanho.writeUInt32BE(dados.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(corpo) >>> 0);
    return Buffer.concat([tamanho, corpo, crc]);
  };
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(largura, 0);
  cabecalho.writeUInt32BE(altura, 4);
  cabecalho[8] = 8; // bits per sample
  cabecalho[9] = 0; // greyscale
  const linhas: Buffer[] = [];
  for (let y = 0; y < altura; y++) {
    const linha = Buffer.alloc(largura + 1, y % 4 === 3 && y > 3 && y < altura - 3 ? 0x60 : 0xf0);
    linha[0] = 0; // filter: none
    linhas.push(linha);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', cabecalho),
    bloco('IDAT', zlib.deflateSync(Buffer.concat(linhas))),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

export async function semearPontuacoesMembro(m: EntityManager, cpfTipo1: string, cpfTipo2: string): Promise<void> {
  const q = (sql: string, p?: unknown[]) => m.query(sql, p);
  const [tipo1] = await q(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [cpfTipo1]);
  const [tipo2] = await q(`SELECT id, revenda_id FROM parceiros WHERE cpf = $1`, [cpfTipo2]);

  // Sell-in of the last 12 months: each store buys about 60% of the active catalogue, 2 to 41
  // units a month; the first demo member's store buys every active product every month, so the
  // typed send always has products with balance.
  await q(
    `INSERT INTO historico_compras (revenda_id, produto_id, mes, quantidade, valor_total)
     SELECT r.id, p.id, mes::date, q.quantidade, round(q.quantidade * p.valor_unitario * 0.7, 2)
       FROM revendas r
       CROSS JOIN produtos p
       CROSS JOIN generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') AS mes
       CROSS JOIN LATERAL (SELECT abs(hashtext(r.id || ':' || p.id || ':' || to_char(mes, 'YYYY-MM'))) AS h) x
       CROSS JOIN LATERAL (SELECT 2 + x.h % 40 AS quantidade) q
      WHERE p.ativo AND (r.id = $1 OR abs(hashtext(r.id || ':' || p.id)) % 10 < 6)`,
    [tipo1?.revenda_id ?? 0],
  );

  if (tipo1) {
    const itens: { codigo: string; produto_id: number; nome: string; valor_pontos: string; valor_unitario: string }[] = await q(
      `SELECT codigo, id AS produto_id, nome, valor_pontos, valor_unitario FROM produtos WHERE ativo ORDER BY valor_pontos DESC, id LIMIT 2`,
    );
    const [{ fator_pontuacao: fator }] = await q(`SELECT fator_pontuacao FROM revendas WHERE id = $1`, [tipo1.revenda_id]);
    const json = itens.map((i) => ({
      codigo: i.codigo,
      produtoId: i.produto_id,
      descricao: i.nome,
      valor: Number(i.valor_unitario),
      pontos: Number(i.valor_pontos) * Number(fator),
    }));
    const [c] = await q(
      `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, itens, status, criado_em, atualizado_em)
       VALUES ($1, $2, 'digitada', $3::jsonb, 'pendente', now() - interval '1 day', now() - interval '1 day') RETURNING id`,
      [tipo1.id, tipo1.revenda_id, JSON.stringify(json)],
    );
    await q(`INSERT INTO pontuacoes_historico (pontuacao_id, parceiro_id, status_novo, criado_em) VALUES ($1, $2, 'pendente', now() - interval '1 day')`, [
      c.id,
      tipo1.id,
    ]);
  }

  if (tipo2) {
    const foto = async (status: 'pendente' | 'reprovada', dias: number) => {
      const nome = await gravarVerificado(pngDemo(), 'png');
      const [c] = await q(
        `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo, itens, status, reprovado_motivo, criado_em, atualizado_em)
         VALUES ($1, $2, 'foto', $3, 'png', '[]'::jsonb, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6 - 1))
         RETURNING id`,
        [tipo2.id, tipo2.revenda_id, `/api/arquivos/${nome}`, status, status === 'reprovada' ? 'Nota Ilegível' : null, dias],
      );
      await q(`INSERT INTO pontuacoes_historico (pontuacao_id, parceiro_id, status_novo) VALUES ($1, $2, 'pendente')`, [c.id, tipo2.id]);
      if (status === 'reprovada') {
        await q(
          `INSERT INTO pontuacoes_historico (pontuacao_id, status_anterior, status_novo, justificativa) VALUES ($1, 'pendente', 'reprovada', 'Nota Ilegível')`,
          [c.id],
        );
      }
    };
    await foto('pendente', 2);
    await foto('reprovada', 5);
  }
}
