import { Ctx, Field, Int, ObjectType, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, Mutacao } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { ErroDeLinhaDTO, RecebeArquivos } from '../../graphql/upload';
import * as esquemas from './vendas.esquemas';
import { LIMITE_BYTES_UPLOAD_VENDAS, processarPlanilhaVendas } from './vendas.upload';

@ObjectType('ImportacaoVendas', { description: 'O resultado da planilha de vendas: as vendas creditadas e as linhas recusadas.' })
export class ImportacaoVendasDTO {
  @Field(() => Int, { description: 'Vendas creditadas desta planilha.' }) total: number;
  @Field(() => [ErroDeLinhaDTO], { description: 'As linhas recusadas, com o motivo, na ordem da planilha.' }) erros: ErroDeLinhaDTO[];
}

/** Processar › Vendas through GraphQL (multipart request): the same service as POST /api/upload/vendas. */
@Resolver()
export class VendasUploadResolver {
  @Permite('vendas.upload')
  @RecebeArquivos({ maxBytes: LIMITE_BYTES_UPLOAD_VENDAS, maxArquivos: 1 })
  @Mutacao(() => ImportacaoVendasDTO, 'ImportacaoVendasPayload', {
    description: 'Importa a planilha de vendas (.xlsx): credita cada venda válida e lista as linhas recusadas. Requisição multipart.',
  })
  importarPlanilhaVendas(
    @Entrada(esquemas.importarPlanilha, 'ImportarPlanilhaVendasInput') input: EntradaDe<typeof esquemas.importarPlanilha>,
    @Ctx() { ctx }: ContextoGraphQL,
  ) {
    const { arquivo, ...campos } = input;
    return processarPlanilhaVendas(ctx, arquivo, campos);
  }
}
