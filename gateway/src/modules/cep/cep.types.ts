import { Field, ObjectType } from 'type-graphql';

@ObjectType('Endereco')
export class EnderecoDTO {
  @Field() cep: string;
  @Field() logradouro: string;
  @Field() complemento: string;
  @Field() bairro: string;
  @Field() localidade: string;
  @Field() uf: string;
}
