import { Module } from '@nestjs/common';
import { PinDocsConsumer } from './pin-docs.consumer.js';
import { PinDocs } from './pin-docs.service.js';

@Module({ providers: [PinDocs, PinDocsConsumer], exports: [PinDocs] })
export class PinDocsModule {}
