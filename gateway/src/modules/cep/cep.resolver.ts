import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { EnderecoDTO } from './cep.types';
import * as cep from './cep.service';

@Resolver()
export class CepResolver {
  @Permite('cep.consultar')
  @Query(() => EnderecoDTO, { description: 'Address of a CEP (8 digits, mask optional).' })
  cep(@Arg('cep') valor: string, @Ctx() { ctx }: ContextoGraphQL) {
    return cep.consultar(ctx, valor);
  }
}
