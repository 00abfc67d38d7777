'use client';
import dynamic from 'next/dynamic';

/**
 * The quote form as its own chunk, loaded only where it renders: top-level and child services share
 * one route, whose bundle would otherwise carry the form to every child service too. The server still
 * renders it into the HTML, so it works without JavaScript.
 */
export const QuoteFormIsland = dynamic(() => import('./QuoteForm').then((module) => module.QuoteForm));
