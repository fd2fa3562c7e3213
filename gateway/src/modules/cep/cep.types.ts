import { Field, ObjectType } from 'type-graphql';

@ObjectType('Endereco', { description: 'O endereço de um CEP, como o provedor o devolve.' })
export class EnderecoDTO {
  @Field({ description: 'O CEP, só os 8 dígitos.' }) cep: string;
  @Field({ description: 'Rua, avenida etc.' }) logradouro: string;
  @Field({ description: 'Complemento do trecho (ex.: lado par); pode ser vazio.' }) complemento: string;
  @Field({ description: 'Bairro.' }) bairro: string;
  @Field({ description: 'Cidade.' }) localidade: string;
  @Field({ description: 'Sigla do estado.' }) uf: string;
}
