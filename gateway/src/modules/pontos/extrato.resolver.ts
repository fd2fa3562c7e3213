import { Ctx, Query, Resolver } from 'type-graphql';
import { Entrada as EntradaDe } from '../../core/esquema';
import { Entrada, nuloSeNaoEncontrado } from '../../graphql/entrada';
import { ContextoGraphQL, Permite } from '../../graphql/permite';
import * as esquemas from './extrato.esquemas';
import { extrato } from './extrato.service';
import { ExtratoPontosDTO } from './extrato.types';

@Resolver()
export class ExtratoPontosResolver {
  @Permite('pontos.extrato')
  @Query(() => ExtratoPontosDTO, {
    nullable: true,
    description:
      'O extrato de pontos (todos os movimentos, mais novo primeiro, com o saldo após cada um). O vendedor lê o próprio ' +
      '(sem informar parceiro); a equipe informa o parceiro do seu alcance (fora dele: nulo).',
  })
  extrato(@Entrada(esquemas.extrato, 'ExtratoInput') input: EntradaDe<typeof esquemas.extrato>, @Ctx() { ctx }: ContextoGraphQL) {
    return nuloSeNaoEncontrado(() => extrato(ctx, input));
  }
}
