import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Rede')
export class RedeDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field(() => String, { nullable: true }) regiao: string | null;
  @Field(() => Float, { nullable: true, description: 'Shown to roles 1 and 2 only.' }) valorPonto: number | null;
  @Field() ativo: boolean;
  // Figures: only when asked for (completo), computed from stores, salespeople and valid sales.
  @Field(() => Int, { nullable: true, description: 'Active stores (completo).' }) numeroRevendas?: number | null;
  @Field(() => Int, { nullable: true, description: 'Active salespeople of active stores (completo).' }) numeroParceiros?: number | null;
  @Field(() => Float, { nullable: true, description: 'Sum of valid sales (completo).' }) totalVendas?: number | null;
  @Field(() => Float, { nullable: true, description: 'Cost of the points of valid sales; roles 1 and 2 only (completo).' }) totalCusto?: number | null;
  @Field(() => Float, { nullable: true, description: 'Points of valid sales (completo).' }) totalPontos?: number | null;
  @Field(() => Float, { nullable: true, description: 'Current balance of its salespeople (completo).' }) saldoPontos?: number | null;
  @Field(() => Date, { nullable: true, description: 'Last valid sale scored (completo).' }) ultimaPontuacao?: Date | null;
}

@ObjectType('RedesPagina')
export class RedesPaginaDTO {
  @Field(() => [RedeDTO]) linhas: RedeDTO[];
  @Field(() => Int) total: number;
}

/** Nullable fields on purpose: a missing value gets the form's message, not a GraphQL type error. */
@InputType()
export class RedeInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) regiao?: string | null;
  @Field(() => Float, { nullable: true }) valorPonto?: number | null;
}
