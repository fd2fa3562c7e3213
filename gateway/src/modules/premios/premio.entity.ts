import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

/** A prize of the programme catalogue (table premios). */
@Entity('premios')
export class Premio {
  @PrimaryGeneratedColumn() id: number;
  @Column() nome: string;
  @Column('text') descricao: string;
  @Column() codigo: string;
  @Column({ type: 'numeric', transformer: numerico }) custoTotal: number;
  @Column() tipo: string;
  @Column() ativo: boolean;
  @Column({ type: 'numeric', transformer: numerico }) pontos: number;
  @Column({ type: 'numeric', nullable: true, transformer: numerico }) pontosAlternativo: number | null;
  @Column({ type: 'varchar', nullable: true }) foto: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}
