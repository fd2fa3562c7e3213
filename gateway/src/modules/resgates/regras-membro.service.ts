import { MENSAGENS, MENSAGENS_OFERTAS, MENSAGENS_RESGATES_PAINEL } from '@sw/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { RequestContext } from '../../core/context';
import { naoAutenticado, naoEncontrado } from '../../core/errors';
import { config } from '../../runtime';
import { lerConfiguracoesSistema } from '../configuracoes/configuracoes-sistema.service';
import { MENSAGEM_SALDO_INSUFICIENTE } from '../pontos/pontos.service';
import { localizarResgatavel } from './resgataveis';
import { INICIO_DA_SEMANA_SQL, INICIO_DO_MES_SQL, MESMO_PREMIO_POR_MES, RESGATES_POR_PARCEIRO_OFERTA } from './resgates.regras';
import { RESGATES_NA_SEMANA_SQL } from './resgates.voucher-config';

/**
 * The redemption rules as they stand for the signed-in member right now (docs/premios-e-resgates.md,
 * "Regras que o membro vê"): the month's and the week's limits and what is left of them, the
 * balance and, for a prize, whether RESGATAR would pass and — if not — the reason, in the very
 * words the redemption would refuse with. The same checks as sw_resgatar (resgates.service.ts), in the same
 * order, read without the member lock: a screen hint; the redemption itself decides.
 */

@ObjectType('RegrasResgate', { description: 'Limites de resgate do membro agora e, para um prêmio, se pode resgatá-lo.' })
export class RegrasResgateDTO {
  @Field(() => Pontos, { description: 'Saldo de pontos do membro.' }) saldo: number;
  @Field(() => Int, { description: 'Resgates permitidos por mês (calendário de São Paulo).' }) limiteMensal: number;
  @Field(() => Int, { description: 'Resgates feitos neste mês (cancelados não contam).' }) resgatesNoMes: number;
  @Field(() => Int, { description: 'Resgates que ainda cabem neste mês.' }) restantesNoMes: number;
  @Field(() => Int, { description: 'Resgates permitidos por semana (segunda a domingo).' }) limiteSemanal: number;
  @Field(() => Int, { description: 'Resgates feitos nesta semana (cancelados não contam).' }) resgatesNaSemana: number;
  @Field(() => Int, { description: 'Resgates que ainda cabem nesta semana.' }) restantesNaSemana: number;
  @Field({ description: 'Se a loja do membro está com o resgate liberado e os resgates estão ativos no programa.' }) resgateLiberado: boolean;
  @Field(() => Pontos, { nullable: true, description: 'O menor preço do prêmio informado (nulo sem prêmio).' }) pontos: number | null;
  @Field({ description: 'Se o resgate do prêmio informado passaria agora (sem prêmio: se os limites e a loja permitem).' }) podeResgatar: boolean;
  @Field(() => String, { nullable: true, description: 'Por que não pode resgatar, com a mensagem que o resgate daria; nulo quando pode.' }) motivo:
    string | null;
}

export async function regrasResgate(ctx: RequestContext, codigo: string | undefined): Promise<RegrasResgateDTO> {
  if (!ctx.parceiro) throw naoAutenticado();
  const id = ctx.parceiro.id;
  const [[m], cfg, premio] = await Promise.all([
    ctx.manager.query<{ saldo_pontos: string; liberado: boolean }[]>(
      `SELECT p.saldo_pontos, v.resgate_liberado AND v.ativo AND p.ativo AS liberado
         FROM parceiros p JOIN revendas v ON v.id = p.revenda_id WHERE p.id = $1`,
      [id],
    ),
    lerConfiguracoesSistema(ctx),
    codigo ? localizarResgatavel(ctx, codigo) : Promise.resolve(null),
  ]);
  if (codigo && !premio) throw naoEncontrado(MENSAGENS.premioNaoEncontrado);
  const [contagem] = await ctx.manager.query<{ mes: number; mesmo: number; semana: number }[]>(
    `SELECT count(*) FILTER (WHERE resgatado_em >= ${INICIO_DO_MES_SQL})::int AS mes,
            count(*) FILTER (WHERE resgatado_em >= ${INICIO_DO_MES_SQL} AND (premio_id = $2 OR oferta_id = $3))::int AS mesmo,
            ${RESGATES_NA_SEMANA_SQL} AS semana
       FROM resgates WHERE parceiro_id = $1 AND status <> 3 AND resgatado_em >= LEAST(${INICIO_DO_MES_SQL}, ${INICIO_DA_SEMANA_SQL})`,
    [id, premio?.origem === 'premio' ? premio.id : null, premio?.origem === 'oferta' ? premio.id : null],
  );
  const saldo = Number(m.saldo_pontos);
  const limiteMensal = config().resgatesPorMes;
  const limiteSemanal = cfg.usosSemanaisVoucher;
  // A bivolt prize has two prices (110V / 220V): the cheaper one decides whether the balance can reach it.
  const preco = premio
    ? premio.tipo === 'bivolt' && Number(premio.pontosAlternativo) > 0
      ? Math.min(premio.pontos, Number(premio.pontosAlternativo))
      : premio.pontos
    : null;

  let doParceiro = 0;
  if (premio?.parceiro) {
    [{ n: doParceiro }] = await ctx.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM resgates r JOIN ofertas o ON o.id = r.oferta_id
        WHERE r.parceiro_id = $1 AND r.status <> 3 AND lower(o.parceiro_nome) = lower($2)`,
      [id, premio.parceiro],
    );
  }
  // The redemption's own order of refusals (sw_resgatar, migration 1764960000000-OfertasValidade), first one wins.
  const motivos: [boolean, string][] = [
    [!m.liberado, MENSAGENS.resgateNaoLiberado],
    [premio !== null && premio.expirada, MENSAGENS_OFERTAS.ofertaExpirada(premio?.validoAte ?? '')],
    [premio !== null && !(premio.pontos > 0), MENSAGENS.premioIndisponivel],
    [contagem.mes >= limiteMensal, MENSAGENS.limiteResgatesMes(limiteMensal)],
    [!cfg.voucherAtivo, MENSAGENS_RESGATES_PAINEL.vouchersDesativados],
    [contagem.semana >= limiteSemanal, MENSAGENS_RESGATES_PAINEL.limiteSemanal(limiteSemanal)],
    [premio !== null && contagem.mesmo >= MESMO_PREMIO_POR_MES, MENSAGENS.limitePremioMes],
    [doParceiro >= RESGATES_POR_PARCEIRO_OFERTA, MENSAGENS_OFERTAS.limiteParceiro(premio?.parceiro ?? '')],
    [preco !== null && saldo < preco, MENSAGEM_SALDO_INSUFICIENTE],
  ];
  const motivo = motivos.find(([vale]) => vale)?.[1] ?? null;
  return {
    saldo,
    limiteMensal,
    resgatesNoMes: contagem.mes,
    restantesNoMes: Math.max(0, limiteMensal - contagem.mes),
    limiteSemanal,
    resgatesNaSemana: contagem.semana,
    restantesNaSemana: Math.max(0, limiteSemanal - contagem.semana),
    resgateLiberado: m.liberado && cfg.voucherAtivo,
    pontos: preco,
    podeResgatar: motivo === null,
    motivo,
  };
}
