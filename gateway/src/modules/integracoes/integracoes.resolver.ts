import { Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { Entrada as EntradaDe } from '../../core/esquema';
import { ChaveCriadaDTO, ChaveIntegracaoDTO, ChaveRevogadaDTO, PontuacaoSwproDTO, ResultadoPontuacaoPlataformaDTO } from './integracoes.types';
import * as esquemas from './integracoes.esquemas';
import * as chaves from './chaves.service';
import * as plataforma from './plataforma.service';

@Resolver()
export class IntegracoesResolver {
  @Permite('integracoes.chaves.listar')
  @Query(() => [ChaveIntegracaoDTO], { description: 'As chaves de API dos integradores, ativas primeiro.' })
  chavesIntegracao(@Ctx() { ctx }: ContextoGraphQL) {
    return chaves.listarChaves(ctx);
  }

  @Permite('integracoes.chaves.criar')
  @Mutacao(() => ChaveCriadaDTO, 'ChaveCriadaPayload', { description: 'Cria uma chave de API; o segredo só aparece nesta resposta.' })
  criarChaveIntegracao(
    @Entrada(esquemas.criarChave, 'CriarChaveIntegracaoInput') input: EntradaDe<typeof esquemas.criarChave>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return chaves.criarChave(ctx, input);
  }

  @Permite('integracoes.chaves.revogar')
  @Mutacao(() => ChaveRevogadaDTO, 'ChaveRevogadaPayload', { description: 'Revoga uma chave de API na hora; revogar de novo não muda nada.' })
  revogarChaveIntegracao(@Entrada(esquemas.porId, 'RevogarChaveIntegracaoInput') input: EntradaDe<typeof esquemas.porId>, @Ctx() { ctx }: ContextoGraphQL) {
    return chaves.revogarChave(ctx, input.id);
  }

  @Permite('integracoes.pontuacoes.creditar')
  @Mutacao(() => ResultadoPontuacaoPlataformaDTO, 'ResultadoPontuacaoPlataformaPayload', {
    description: 'Uma plataforma parceira credita pontos a um membro; autenticada pelo cabeçalho X-Api-Key; idempotente pela referência.',
  })
  creditarPontosPlataforma(
    @Entrada(esquemas.creditar, 'CreditarPontosPlataformaInput') input: EntradaDe<typeof esquemas.creditar>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return plataforma.creditarPontosPlataforma(ctx, input);
  }

  @Permite('pontuacoes.plataforma.minhas')
  @Query(() => [PontuacaoSwproDTO], { description: 'Os pontos do membro conectado vindos das plataformas parceiras.' })
  minhasPontuacoesPlataforma(@Ctx() { ctx }: ContextoGraphQL) {
    return plataforma.minhasPontuacoesPlataforma(ctx);
  }
}
