import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { MemberController } from './member.controller.js';

@Module({ imports: [AccessModule], controllers: [MemberController] })
export class MembersModule {}
