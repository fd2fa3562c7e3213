import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ConfiguracoesSistema', { description: 'As configurações do sistema.' })
export class ConfiguracoesSistemaDTO {
  @Field(() => Int, { description: 'Pontos que uma venda credita no máximo; 0 = sem limite.' }) limitePontuacao: number;
  @Field(() => Int, { description: 'Usos de voucher por membro por semana (0 ou mais).' }) usosSemanaisVoucher: number;
  @Field({ description: 'Se os vouchers estão ativos.' }) voucherAtivo: boolean;
  @Field({ description: 'Quando as configurações mudaram por último.' }) atualizadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Quem mudou as configurações por último.' }) atualizadoPor: string | null;
}
