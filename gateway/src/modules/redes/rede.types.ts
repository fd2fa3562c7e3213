import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('Rede')
export class RedeDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field(() => String, { nullable: true }) regiao: string | null;
  @Field(() => Float, { nullable: true, description: 'Shown to roles 1 and 2 only.' }) valorPonto: number | null;
  @Field() ativo: boolean;
}
