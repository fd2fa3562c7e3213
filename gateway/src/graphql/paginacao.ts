import { ArgsType, Field, Int } from 'type-graphql';
import { semIndefinidos } from '../modules/redes/parametros';

/**
 * The paging arguments every GraphQL list takes (page, page size, sort field and direction,
 * search). A list adds its own filters beside them with @Arg.
 */
@ArgsType()
export class ArgsPagina {
  @Field(() => Int, { nullable: true }) pagina?: number | null;
  @Field(() => Int, { nullable: true, description: '0 = Todos' }) limite?: number | null;
  @Field(() => String, { nullable: true }) campo?: string | null;
  @Field(() => String, { nullable: true }) direcao?: string | null;
  @Field(() => String, { nullable: true }) busca?: string | null;
}

/** The same request in the REST dialect (pagina/limite/sortField/sortOrder/buscar) that each list's lerPedido reads. */
export const consultaDaPagina = (a: ArgsPagina): Record<string, unknown> =>
  semIndefinidos({ pagina: a.pagina ?? undefined, limite: a.limite ?? undefined, sortField: a.campo ?? undefined, sortOrder: a.direcao ?? undefined, buscar: a.busca ?? undefined });
