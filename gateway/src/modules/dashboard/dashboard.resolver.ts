import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { analisar } from '../../core/esquema';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { DashboardDTO } from './dashboard.types';
import * as dashboard from './dashboard.service';
import * as esquemas from './dashboard.esquemas';

@Resolver()
export class DashboardResolver {
  @Permite('dashboard.ver')
  @Query(() => DashboardDTO, { description: 'Contadores do painel e os dez membros e lojas mais pontuados, de todas as redes ou de uma.' })
  dashboard(
    @Arg('rede', () => String, { nullable: true, description: 'Nome da rede; vazio para todas.' }) rede: string | null,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    return dashboard.obter(ctx, analisar(esquemas.consultaDashboard, { rede }));
  }
}
