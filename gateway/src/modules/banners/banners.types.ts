import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Banner', { description: 'Um banner da sobreposição e do carrossel da loja.' })
export class BannerDTO {
  @Field(() => ID, { description: 'Identificador do banner.' }) id: number;
  @Field({ description: 'Título.' }) titulo: string;
  @Field(() => String, { nullable: true, description: 'HTML, limpo no servidor com uma lista de permitidos.' }) descricao: string | null;
  @Field({ description: 'Primeiro dia (AAAA-MM-DD).' }) dataInicial: string;
  @Field({ description: 'Último dia (AAAA-MM-DD).' }) dataFinal: string;
  @Field(() => Int, { description: 'Posição na ordem de exibição, a partir de 1.' }) ordem: number;
  @Field({ description: 'Se o banner está ligado.' }) ativo: boolean;
  @Field(() => String, { nullable: true, description: 'O endereço da imagem.' }) image: string | null;
  @Field(() => String, { nullable: true, description: 'O mesmo que image: o nome que a loja lê.' }) linkArquivo: string | null;
}

@ObjectType('BannersOrdenados', { description: 'Os banners depois de reordenados.' })
export class BannersOrdenadosDTO {
  @Field(() => [BannerDTO], { description: 'Todos os banners, na nova ordem.' }) banners: BannerDTO[];
}

export interface LinhaBanner {
  id: number;
  titulo: string;
  descricao: string | null;
  data_inicial: string;
  data_final: string;
  ordem: number;
  ativo: boolean;
  imagem: string | null;
}

export const bannerDTO = (l: LinhaBanner): BannerDTO => {
  const link = l.imagem ? `/api/arquivos/${l.imagem}` : null;
  return {
    id: l.id,
    titulo: l.titulo,
    descricao: l.descricao,
    dataInicial: l.data_inicial,
    dataFinal: l.data_final,
    ordem: l.ordem,
    ativo: l.ativo,
    image: link,
    linkArquivo: link,
  };
};
