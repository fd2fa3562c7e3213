import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ConfiguracaoWhatsapp')
export class ConfiguracaoWhatsappDTO {
  @Field(() => Int) id: number;
  @Field() url: string;
  @Field({ description: 'Masked: "••••" and the last 4 characters. Send it back unchanged (or empty) to keep the stored token.' }) token: string;
  @Field() codigo: string;
  @Field() atualizadoEm: Date;
  @Field(() => String, { nullable: true }) atualizadoPor: string | null;
}

// Loose on purpose: the service answers missing or malformed values with clear messages.
@InputType()
export class ConfiguracaoWhatsappInput {
  @Field(() => Int, { nullable: true, description: 'The id GET answered; empty on the first save.' }) id?: number | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true, description: 'A new token; empty or the masked value keeps the stored one.' }) token?: string | null;
  @Field(() => String, { nullable: true }) codigo?: string | null;
}

@ObjectType('ResultadoTesteWhatsapp')
export class ResultadoTesteWhatsappDTO {
  @Field() sucesso: boolean;
  @Field() mensagem: string;
}
