import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { DashboardDTO } from './dashboard.types';
import * as dashboard from './dashboard.service';

@Resolver()
export class DashboardResolver {
  @Permite('dashboard.ver')
  @Query(() => DashboardDTO, { description: 'Dashboard counters and top-10 tables; rede is a network name, empty for all.' })
  dashboard(@Arg('rede', () => String, { nullable: true }) rede: string | null, @Ctx() { ctx }: ContextoGraphQL) {
    return dashboard.obter(ctx, { rede });
  }
}
