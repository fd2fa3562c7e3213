import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Midia', { description: 'A photo or video attached to a redemption; the file is at linkArquivo.' })
export class MidiaDTO {
  @Field(() => Int) id: number;
  @Field() linkArquivo: string;
  @Field({ description: 'Content type: image/jpeg, image/png, image/webp, video/mp4, video/quicktime, video/webm.' }) tipoArquivo: string;
  @Field() criadoEm: Date;
}

@ObjectType('ResgateMidia', { description: 'One media item with its redemption (spec 2 §3 Media): id is the redemption id.' })
export class ResgateMidiaDTO {
  @Field(() => Int) id: number;
  @Field() parceiro: string;
  @Field() premio: string;
  @Field() revenda: string;
  @Field(() => String, { nullable: true }) cidade: string | null;
  @Field() rede: string;
  @Field() resgatadoEm: Date;
  @Field(() => MidiaDTO) midia: MidiaDTO;
}

export interface LinhaMidia {
  id: number;
  resgate_id: number;
  arquivo: string;
  tipo_arquivo: string;
  criado_em: Date;
  parceiro: string;
  premio: string;
  revenda: string;
  cidade: string | null;
  rede: string;
  resgatado_em: Date;
}
