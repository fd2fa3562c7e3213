import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('RevendaPublica')
export class RevendaPublicaDTO {
  @Field(() => ID) id: number;
  @Field() nomeFantasia: string;
  @Field(() => String, { nullable: true }) cnpj?: string;
}

@ObjectType('Mensagem', { description: 'Uma mensagem para mostrar ao usuário.' })
export class MensagemDTO {
  @Field({ description: 'A mensagem, em português.' }) mensagem: string;
}

@ObjectType('ValidacaoRecuperacao', { description: 'Se um link de recuperação de senha ainda vale.' })
export class ValidacaoRecuperacaoDTO {
  @Field({ description: 'A mensagem para mostrar.' }) mensagem: string;
  @Field({ description: 'Verdadeiro quando o link ainda pode ser usado.' }) valido: boolean;
}
