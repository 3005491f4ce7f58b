/* plot.h - `simulate plot RUN.csv... [-o DIR]`: the charts of results CSVs
 * (figures.h) drawn by gnuplot as SVG and PNG, one gnuplot script per chart kept next
 * to its pictures (DIR/<csv name>-<chart>.gp, .svg, .png), so a figure can be
 * re-drawn or restyled by hand. DIR defaults to figures/ next to the CSV. Titles and
 * labels are words (gnuplot's enhanced text is off, so an underscore stays an
 * underscore); intervals are drawn as error bars. Without gnuplot it names the
 * Debian package (gnuplot-nox) and exits 2. */
#ifndef SIM_PLOT_H
#define SIM_PLOT_H

#include <stdio.h>

#include "figures.h"

/* Write the gnuplot script of chart c: SVG to <out>.svg, PNG (terminal png_term:
 * "pngcairo" or "png") to <out>.png. source names the CSV in a comment. */
void plot_script(const fig_chart_t *c, FILE *f, const char *out, const char *png_term,
                 const char *source);

/* The subcommand: argv[0] is "plot". Returns the exit status. */
int plot_main(int argc, char **argv);

#endif
