import type { ReactNode } from 'react';
import { Box, Heading, Text } from 'gestalt';
import { useLocation, useNavigate } from 'react-router';
import { backToFlow, createFlowOf, type CreatedInFlow, type CreateFlowState } from '@pinboard/web-kit';

/**
 * Where a mobile create page goes next. Opened from a flow (saving a Pin from a page), it goes back
 * there, with what it created selected; else `done` opens what it created and `cancel` goes back.
 */
export function useCreatePageExit() {
  const navigate = useNavigate();
  const flow = createFlowOf(useLocation().state);
  const backTo = (from: CreateFlowState, created?: CreatedInFlow['created']) => {
    const back = backToFlow(from, created);
    navigate(back.to, { state: back.state, replace: true });
  };
  return {
    done: (url: string, created: CreatedInFlow['created']) => (flow ? backTo(flow, created) : navigate(url)),
    cancel: () => (flow ? backTo(flow) : navigate(-1)),
  };
}

interface CreatePageProps {
  /** The page's heading: 'Create board', 'Create section'. */
  title: string;
  /** Under the heading: where it is created. */
  subtitle?: string;
  buttons: ReactNode;
  children: ReactNode;
}

/** A mobile create page: its heading, the form's fields, then its buttons. */
export function CreatePage({ title, subtitle, buttons, children }: CreatePageProps) {
  return (
    <div className="pb-board-create">
      <Box marginBottom={6}>
        <Heading size="400" accessibilityLevel={1} align="center">
          {title}
        </Heading>
        {subtitle === undefined ? null : (
          <Text align="center" color="subtle">
            {subtitle}
          </Text>
        )}
      </Box>
      {children}
      <Box marginTop={8}>{buttons}</Box>
    </div>
  );
}
