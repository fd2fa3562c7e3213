import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Banner', { description: 'A banner of the storefront overlay and carousel (spec 2 §3, spec 3 §2.6).' })
export class BannerDTO {
  @Field(() => Int) id: number;
  @Field() titulo: string;
  @Field(() => String, { nullable: true, description: 'HTML, sanitised on the server with an allow-list.' }) descricao: string | null;
  @Field({ description: 'YYYY-MM-DD' }) dataInicial: string;
  @Field({ description: 'YYYY-MM-DD' }) dataFinal: string;
  @Field(() => Int) ordem: number;
  @Field() ativo: boolean;
  @Field(() => String, { nullable: true, description: 'The image address (/api/arquivos/{nome}).' }) image: string | null;
  @Field(() => String, { nullable: true, description: 'Same as image: the name the storefront reads.' }) linkArquivo: string | null;
}

@InputType('BannerOrdemInput')
export class BannerOrdemInput {
  @Field(() => Int) id: number;
  @Field(() => Int) ordem: number;
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
    id: l.id, titulo: l.titulo, descricao: l.descricao, dataInicial: l.data_inicial, dataFinal: l.data_final,
    ordem: l.ordem, ativo: l.ativo, image: link, linkArquivo: link,
  };
};
