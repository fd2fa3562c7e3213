import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { ConfiguracoesSistemaDTO } from './configuracoes-sistema.types';
import * as esquemas from './configuracoes.esquemas';
import * as sistema from './configuracoes-sistema.service';
import { ConfiguracaoWhatsappDTO, ResultadoTesteWhatsappDTO } from './whatsapp.types';
import * as whatsapp from './whatsapp.service';

@Resolver()
export class ConfiguracoesResolver {
  @Permite('configuracoes.sistema.ver')
  @Query(() => ConfiguracoesSistemaDTO, { description: 'As configurações do sistema (limite de pontuação, usos semanais do voucher, voucher ativo).' })
  configuracoesSistema(@Ctx() { ctx }: ContextoGraphQL) {
    return sistema.lerConfiguracoesSistema(ctx);
  }

  @Permite('configuracoes.sistema.editar')
  @Mutacao(() => ConfiguracoesSistemaDTO, 'ConfiguracoesSistemaPayload', {
    description: 'Altera as configurações do sistema; os três valores são obrigatórios; limite 0 = sem limite.',
  })
  atualizarConfiguracoesSistema(
    @Entrada(esquemas.configuracoesSistema, 'ConfiguracoesSistemaInput') input: EntradaDe<typeof esquemas.configuracoesSistema>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return sistema.atualizar(ctx, input);
  }

  @Permite('configuracoes.whatsapp.ver')
  @Query(() => ConfiguracaoWhatsappDTO, {
    nullable: true,
    description: 'A configuração do provedor de WhatsApp (token mascarado); nula antes do primeiro salvamento.',
  })
  async configuracaoWhatsapp(@Ctx() { ctx }: ContextoGraphQL) {
    return (await whatsapp.listar(ctx))[0] ?? null;
  }

  @Permite('configuracoes.whatsapp.editar')
  @Mutacao(() => ConfiguracaoWhatsappDTO, 'ConfiguracaoWhatsappPayload', {
    description: 'Cria ou altera a configuração do WhatsApp; o token mascarado ou vazio mantém o guardado.',
  })
  salvarConfiguracaoWhatsapp(
    @Entrada(esquemas.configuracaoWhatsapp, 'ConfiguracaoWhatsappInput') input: EntradaDe<typeof esquemas.configuracaoWhatsapp>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return whatsapp.salvar(ctx, input);
  }

  @Permite('configuracoes.whatsapp.testar')
  @Mutacao(() => ResultadoTesteWhatsappDTO, 'ResultadoTesteWhatsappPayload', { description: 'Envia agora uma mensagem de teste com a configuração salva.' })
  testarWhatsapp(@Entrada(esquemas.testeWhatsapp, 'TestarWhatsappInput') input: EntradaDe<typeof esquemas.testeWhatsapp>, @Ctx() { ctx }: ContextoGraphQL) {
    return whatsapp.testar(ctx, input);
  }
}
