import { Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { V3Service } from './v3.service.js';

@Controller('v3')
export class V3Controller {
  constructor(private readonly v3: V3Service) {}

  @Get('users/me')
  getMe(@Req() request: FastifyRequest) {
    return this.v3.me(request);
  }

  @Post('users/me')
  @HttpCode(200)
  postMe(@Req() request: FastifyRequest) {
    return this.v3.me(request);
  }

  /** SPEC §7: uncached. */
  @Get('pins/:id')
  @Header('Cache-Control', 'no-store')
  pin(@Req() request: FastifyRequest, @Param('id') id: string) {
    return this.v3.pin(request, id);
  }
}
