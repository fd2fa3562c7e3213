import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ConfiguracoesSistema')
export class ConfiguracoesSistemaDTO {
  @Field(() => Int, { description: 'Points one sale may credit at most; 0 = no limit.' }) limitePontuacao: number;
  @Field(() => Int, { description: 'Voucher uses a member may make per week (0 or more).' }) usosSemanaisVoucher: number;
  @Field() voucherAtivo: boolean;
  @Field() atualizadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Name of who changed the settings last.' }) atualizadoPor: string | null;
}

// Loose on purpose: the service answers missing or malformed values with the contract's messages,
// which a schema-level type error would hide.
@InputType()
export class ConfiguracoesSistemaInput {
  @Field(() => Float, { nullable: true }) limitePontuacao?: number | null;
  @Field(() => Float, { nullable: true }) usosSemanaisVoucher?: number | null;
  @Field(() => Boolean, { nullable: true }) voucherAtivo?: boolean | null;
}
