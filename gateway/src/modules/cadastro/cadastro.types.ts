import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('RevendaPublica', { description: 'Uma loja ativa, como o cadastro público a mostra (sem dados de contato).' })
export class RevendaPublicaDTO {
  @Field(() => ID, { description: 'Identificador da loja, enviado no cadastro do membro.' }) id: number;
  @Field({ description: 'Nome fantasia da loja.' }) nomeFantasia: string;
  @Field(() => String, { nullable: true, description: 'CNPJ da loja, 14 dígitos; nulo na consulta de uma loja só (revendaPublica), que traz apenas o nome.' })
  cnpj?: string;
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
