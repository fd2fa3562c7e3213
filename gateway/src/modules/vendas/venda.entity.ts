import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

@Entity('vendas')
export class Venda {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() parceiroId: number;
  @Column() revendaId: number;
  @Column({ type: 'varchar', nullable: true }) identificador: string | null;
  @Column({ type: 'numeric', transformer: numerico }) totalVenda: number;
  @Column({ type: 'numeric', transformer: numerico }) totalPontos: number;
  @Column({ type: 'numeric', transformer: numerico }) valorCusto: number;
  @Column({ type: 'date' }) realizadoEm: string;
  @Column({ type: 'timestamptz' }) pontuadoEm: Date;
  @Column({ type: 'timestamptz', nullable: true }) canceladaEm: Date | null;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
  /** 'N' nota fiscal, 'C' cupom fiscal. */
  @Column({ type: 'char', length: 1 }) tipoFiscal: 'N' | 'C';
  @Column({ type: 'numeric', transformer: numerico }) totalDescontos: number;
  @Column({ type: 'varchar', nullable: true }) linkArquivo: string | null;
  @Column({ type: 'integer', nullable: true }) aprovadoPor: number | null;
  @Column({ type: 'integer', nullable: true }) criadoPor: number | null;
  /** The NF-e/NFC-e access key (44 digits) when Nova venda read it; one live sale per key. */
  @Column({ type: 'char', length: 44, nullable: true }) chaveAcesso: string | null;
  /** The store factor and the limitePontuacao (0 = none) in force when the sale was credited; a correction keeps them. */
  @Column({ type: 'smallint', nullable: true }) fatorAplicado: number | null;
  @Column({ type: 'integer', nullable: true }) limiteAplicado: number | null;
}
