import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Midia', { description: 'Uma foto ou um vídeo anexado a um resgate; o arquivo está em linkArquivo.' })
export class MidiaDTO {
  @Field(() => ID, { description: 'Identificador da mídia.' }) id: number;
  @Field({ description: 'Endereço do arquivo.' }) linkArquivo: string;
  @Field({ description: 'Tipo do conteúdo: image/jpeg, image/png, image/webp, video/mp4, video/quicktime, video/webm.' }) tipoArquivo: string;
  @Field({ description: 'Quando foi enviada.' }) criadoEm: Date;
}

@ObjectType('ResgateMidia', { description: 'Uma mídia com o seu resgate; id é o do resgate.' })
export class ResgateMidiaDTO {
  @Field(() => ID, { description: 'Identificador do resgate.' }) id: number;
  @Field({ description: 'Nome do membro.' }) parceiro: string;
  @Field({ description: 'Nome do prêmio ou da oferta.' }) premio: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field(() => String, { nullable: true, description: 'Cidade da loja.' }) cidade: string | null;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field({ description: 'Quando o resgate foi feito.' }) resgatadoEm: Date;
  @Field(() => MidiaDTO, { description: 'A foto ou o vídeo.' }) midia: MidiaDTO;
}

@ObjectType('MidiaAnexada', { description: 'A foto ou o vídeo anexado, como fica na galeria.' })
export class MidiaAnexadaDTO {
  @Field({ description: 'Mensagem de sucesso para mostrar.' }) mensagem: string;
  @Field(() => ResgateMidiaDTO, { description: 'A mídia com o seu resgate.' }) midia: ResgateMidiaDTO;
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
