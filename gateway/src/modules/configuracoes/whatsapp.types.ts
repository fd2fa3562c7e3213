import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ConfiguracaoWhatsapp', { description: 'A configuração do provedor de WhatsApp.' })
export class ConfiguracaoWhatsappDTO {
  @Field(() => ID, { description: 'Identificador da configuração.' }) id: number;
  @Field({ description: 'Endereço do provedor.' }) url: string;
  @Field({ description: 'Mascarado: "••••" e os 4 últimos caracteres. Devolvido igual (ou vazio), mantém o token guardado.' }) token: string;
  @Field({ description: 'O código da conta no provedor.' }) codigo: string;
  @Field({ description: 'Quando a configuração mudou por último.' }) atualizadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Quem mudou a configuração por último.' }) atualizadoPor: string | null;
}

@ObjectType('ResultadoTesteWhatsapp', { description: 'O resultado do envio de teste.' })
export class ResultadoTesteWhatsappDTO {
  @Field({ description: 'Se o provedor aceitou a mensagem.' }) sucesso: boolean;
  @Field({ description: 'Mensagem para mostrar.' }) mensagem: string;
}
