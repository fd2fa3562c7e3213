import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('usuarios')
export class Usuario {
  @PrimaryGeneratedColumn() id: number;
  @Column() nome: string;
  @Column({ type: 'char', length: 11 }) cpf: string;
  @Column() email: string;
  /** argon2id; never leaves the server. */
  @Column({ select: false }) senhaHash: string;
  @Column({ type: 'smallint' }) permissao: number;
  @Column({ type: 'int', array: true, nullable: true }) idRevendasPermitidas: number[] | null;
  @Column({ type: 'int', array: true, nullable: true }) idRedesPermitidas: number[] | null;
  @Column() ativo: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}
