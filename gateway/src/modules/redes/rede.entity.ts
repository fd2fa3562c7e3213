import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

@Entity('redes')
export class Rede {
  @PrimaryGeneratedColumn() id: number;
  @Column() nome: string;
  @Column({ type: 'varchar', nullable: true }) regiao: string | null;
  @Column({ type: 'numeric', transformer: numerico }) valorPonto: number;
  @Column() ativo: boolean;
  @Column({ type: 'date' }) dataCadastro: string;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}
