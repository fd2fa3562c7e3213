import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { analisar } from '../../core/esquema';
import { nuloSeNaoEncontrado } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import { EnderecoDTO } from './cep.types';
import * as cep from './cep.service';
import * as esquemas from './cep.esquemas';

@Resolver()
export class CepResolver {
  @Permite('cep.consultar')
  @Query(() => EnderecoDTO, { nullable: true, description: 'O endereço de um CEP (8 dígitos, máscara opcional); nulo para um CEP que não existe.' })
  cep(@Arg('cep', { description: 'CEP com ou sem máscara.' }) valor: string, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => cep.consultar(ctx, analisar(esquemas.porCep, { cep: valor }).cep));
  }
}
