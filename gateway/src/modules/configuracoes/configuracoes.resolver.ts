import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ConfiguracoesSistemaDTO, ConfiguracoesSistemaInput } from './configuracoes-sistema.types';
import * as sistema from './configuracoes-sistema.service';
import { ConfiguracaoWhatsappDTO, ConfiguracaoWhatsappInput, ResultadoTesteWhatsappDTO } from './whatsapp.types';
import * as whatsapp from './whatsapp.service';

@Resolver()
export class ConfiguracoesResolver {
  @Permite('configuracoes.sistema.ver')
  @Query(() => ConfiguracoesSistemaDTO, { description: 'System settings (limitePontuacao, usosSemanaisVoucher, voucherAtivo).' })
  configuracoesSistema(@Ctx() { ctx }: ContextoGraphQL) {
    return sistema.lerConfiguracoesSistema(ctx);
  }

  @Permite('configuracoes.sistema.editar')
  @Mutation(() => ConfiguracoesSistemaDTO, { description: 'All three values are required; usosSemanaisVoucher ≥ 0; limitePontuacao 0 = no limit.' })
  atualizarConfiguracoesSistema(@Arg('input') input: ConfiguracoesSistemaInput, @Ctx() { ctx }: ContextoGraphQL) {
    return sistema.atualizar(ctx, { ...input });
  }

  @Permite('configuracoes.whatsapp.ver')
  @Query(() => ConfiguracaoWhatsappDTO, { nullable: true, description: 'The WhatsApp provider settings (token masked), or null before the first save.' })
  async configuracaoWhatsapp(@Ctx() { ctx }: ContextoGraphQL) {
    return (await whatsapp.listar(ctx))[0] ?? null;
  }

  @Permite('configuracoes.whatsapp.editar')
  @Mutation(() => ConfiguracaoWhatsappDTO)
  salvarConfiguracaoWhatsapp(@Arg('input') input: ConfiguracaoWhatsappInput, @Ctx() { ctx }: ContextoGraphQL) {
    return whatsapp.salvar(ctx, { ...input });
  }

  @Permite('configuracoes.whatsapp.testar')
  @Mutation(() => ResultadoTesteWhatsappDTO, { description: 'Sends a test message now with the saved settings.' })
  testarWhatsapp(@Arg('celular', () => String) celular: string, @Ctx() { ctx }: ContextoGraphQL) {
    return whatsapp.testar(ctx, { celular });
  }
}
