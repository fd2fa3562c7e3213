import { RequestContext } from '../core/context';
import { pngDemo } from '../modules/pontuacoes/pontuacoes.seed';
import { creditar } from '../modules/pontos/pontos.service';
import { PARCEIRO_DEMO_1, PARCEIRO_DEMO_2 } from '../seed/demo';
import { cpfDe } from '../seed/gerador';
import type { AmbienteDeTeste } from './ambiente';
import { numeroCartao } from './cartoes';
import type { Entrada } from './chamadas-rotas';
import { formulario, PRODUTO_DA_LOJA, primeiro } from './fixtures-rotas';

/**
 * The replay's calls (testing/chamadas-rotas.ts) that move points: claims, credited sales and
 * redemptions. Each call first makes the claim, sale or redemption it acts on, through the API where
 * one exists, so no call depends on another's order and the seeded rows the reads use stay as they were.
 */

let numero = 0;
const staff = (amb: AmbienteDeTeste) => amb.entrarPainel(2);

/** A sale credited through Nova venda (as the Administrador), its id answered. */
async function venda(amb: AmbienteDeTeste): Promise<string> {
  const r = await amb.rest('POST', '/api/pontuacoes/pontuar', {
    token: await staff(amb),
    corpo: {
      venda: {
        cpf: PARCEIRO_DEMO_1,
        tipoFiscal: 'N',
        identificador: `RESPOSTAS-V-${++numero}`,
        realizadoEm: '2026-01-15',
        itens: [{ codigo: PRODUTO_DA_LOJA, qtde: 1, valorUnitario: 10 }],
      },
      enviarMensagem: false,
    },
  });
  if (r.status !== 201) throw new Error(`Nova venda: ${r.status} ${JSON.stringify(r.corpo)}`);
  return String(r.corpo.id);
}

/** A receipt photo the second demo member sent, still pending, as the member's door leaves it. */
async function pontuacaoFoto(amb: AmbienteDeTeste): Promise<string> {
  const [c] = await amb.ds.query(
    `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo, itens)
     SELECT id, revenda_id, 'foto', $2, 'jpg', '[]' FROM parceiros WHERE cpf = $1 RETURNING id`,
    [PARCEIRO_DEMO_2, `/api/arquivos/nota-respostas-${++numero}.jpg`],
  );
  return String(c.id);
}

/**
 * A member of the first demo store with points to spend and no redemptions yet (the monthly and
 * weekly limits count per member), its CPF answered; the store has redemption released.
 */
async function membroComPontos(amb: AmbienteDeTeste): Promise<string> {
  const cpf = cpfDe(620000000 + ++numero * 7741);
  const [p] = await amb.ds.query(
    `INSERT INTO parceiros (revenda_id, nome, cpf, senha_hash, aceitou_regulamento)
     SELECT revenda_id, $2, $1, senha_hash, true FROM parceiros WHERE cpf = $3 RETURNING id, revenda_id`,
    [cpf, `Membro Respostas ${numero}`, PARCEIRO_DEMO_1],
  );
  await amb.ds.query(`UPDATE revendas SET resgate_liberado = true WHERE id = $1`, [p.revenda_id]);
  await creditar(RequestContext.sistema(amb.ds), {
    parceiroId: p.id,
    pontos: 1000,
    tipo: 'credito_ajuste',
    origem: { tipo: 'teste', id: `respostas-${p.id}` },
  });
  return cpf;
}

/** A prize of this run, cheap enough for any member above. */
async function premioBarato(amb: AmbienteDeTeste): Promise<string> {
  await amb.ds.query(
    `INSERT INTO premios (nome, descricao, codigo, custo_total, tipo, pontos)
     SELECT 'Brinde das Respostas', 'Brinde', 'RESP-BRINDE', 10, 'geral', 100 WHERE NOT EXISTS (SELECT 1 FROM premios WHERE codigo = 'RESP-BRINDE')`,
  );
  return 'RESP-BRINDE';
}

/** A redemption made through the member's door, its id answered. */
async function resgate(amb: AmbienteDeTeste): Promise<string> {
  const cpf = await membroComPontos(amb);
  const r = await amb.rest('POST', '/api/resgatar', { token: await amb.entrarLoja(cpf), corpo: { codigoPremio: await premioBarato(amb), qtde: 1 } });
  if (r.status !== 201) throw new Error(`Resgate: ${r.status} ${JSON.stringify(r.corpo)}`);
  return String(r.corpo.id);
}

export const CHAMADAS_MOVIMENTOS: Record<string, Entrada> = {
  'POST /pontuacoes/encerrar': async (_v, _q, amb) => ({ corpo: { identificador: await pontuacaoFoto(amb) }, status: 200 }),
  'POST /pontuacoes/reprovar': async (_v, _q, amb) => ({ corpo: { identificador: await pontuacaoFoto(amb), reprovadoMotivo: 'Nota Duplicada' }, status: 200 }),
  'POST /pontuacoes/retornar-foto-pendente': async (_v, _q, amb) => {
    const identificador = await pontuacaoFoto(amb);
    await amb.rest('POST', '/api/pontuacoes/reprovar', { token: await staff(amb), corpo: { identificador, reprovadoMotivo: 'Nota Duplicada' } });
    return { corpo: { identificador }, status: 200 };
  },
  'GET /pontuacoes/reativar/:data': () => ({
    caminho: `/api/pontuacoes/reativar/${new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })}`,
    status: 200,
  }),
  // The sale credited fewer points than it gives now (as after its store's factor was found wrong).
  'POST /pontuacoes/corrigir/:idVenda': async (_v, _q, amb) => {
    const id = await venda(amb);
    await amb.ds.query(`UPDATE vendas SET fator_aplicado = fator_aplicado * 2 WHERE id = $1`, [id]);
    return { caminho: `/api/pontuacoes/corrigir/${id}`, status: 200 };
  },
  'POST /pontuacoes/cancelar': async (_v, _q, amb) => ({ corpo: { identificador: await venda(amb) }, status: 200 }),
  'POST /pontuacoes/retornar-pontuacao-pendente': async (_v, _q, amb) => ({ corpo: { identificador: await venda(amb) }, status: 200 }),
  'PUT /pontuacoes/:id': async (_v, _q, amb) => ({
    caminho: `/api/pontuacoes/${await venda(amb)}`,
    corpo: { identificador: `RESPOSTAS-E-${++numero}`, realizadoEm: '2026-01-16' },
    status: 200,
  }),
  'POST /resgatar': async (_v, _q, amb) => ({ membro: await membroComPontos(amb), corpo: { codigoPremio: await premioBarato(amb), qtde: 1 }, status: 201 }),
  'POST /cancelarResgate': async (_v, _q, amb) => ({ corpo: { identificador: await resgate(amb) }, status: 200 }),
  'POST /alterarStatusResgate': async (_v, _q, amb) => ({ corpo: { identificador: await resgate(amb), status: 1 }, status: 200 }),
  'PATCH /resgates/bulk': async (_v, _q, amb) => ({ corpo: { status: 2, ids: [await resgate(amb)] }, status: 200 }),
  'POST /upload/foto_video': async (_v, _q, amb) => ({
    multipart: formulario({ idResgate: await resgate(amb) }, { campo: 'arquivo', nome: 'entrega.png', conteudo: pngDemo(), tipo: 'image/png' }),
    status: 201,
  }),
  'DELETE /resgates/fotos_videos/:id': async (_v, _q, amb) => {
    const idResgate = await resgate(amb);
    const form = formulario({ idResgate }, { campo: 'arquivo', nome: 'entrega.png', conteudo: pngDemo(), tipo: 'image/png' });
    await fetch(`${amb.url}/api/upload/foto_video`, { method: 'POST', headers: { authorization: await staff(amb) }, body: form });
    return { caminho: `/api/resgates/fotos_videos/${await primeiro(amb, `SELECT id FROM resgate_midias WHERE resgate_id = $1`, [idResgate])}`, status: 200 };
  },
  'POST /ofertas-tlc/aplicar-desconto': async (_v, _q, amb) => {
    const id = await primeiro(amb, `SELECT id FROM ofertas WHERE ativo ORDER BY id LIMIT 1`);
    await amb.ds.query(`UPDATE ofertas SET pontos = 200 WHERE id = $1 AND pontos = 0`, [id]);
    return { corpo: { ofertas: [id], porcentagem: 10 }, status: 200 };
  },
  // The member blocks the card of their own CPF (registered here when the seed gave them none).
  'POST /cartoes/status': async (v, _q, amb) => {
    let cartao = await primeiro(amb, `SELECT numero FROM cartoes WHERE parceiro_id = $1`, [v.membro]);
    if (cartao === '999999999') {
      cartao = numeroCartao(4343);
      await amb.rest('POST', '/api/cartoes', { token: await staff(amb), corpo: { codigoBarras: 'RESPOSTAS-CARTAO-M', numero: cartao, cpf: PARCEIRO_DEMO_1 } });
    }
    return { corpo: { numero: cartao, status: 1 }, status: 200 };
  },
  // One line for a card that exists, one for a card that does not: the answer carries both parts.
  'POST /upload/saldo_cartao': async (_v, _q, amb) => {
    const proxy = await primeiro(amb, `SELECT codigo_barras FROM cartoes ORDER BY id LIMIT 1`);
    const csv = ['Proxy;numero;saldo;bloqueado', `${proxy};;100,00;`, 'RESPOSTAS-NADA;;1;'].join('\r\n');
    return { multipart: formulario({}, { campo: 'arquivo', nome: 'saldos.csv', conteudo: Buffer.from(csv), tipo: 'text/csv' }), status: 200 };
  },
};
