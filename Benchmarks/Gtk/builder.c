/* The GTK 4 peer of NibLoadTiming (issue 16): GtkBuilder loads a .ui document of 200
 * widgets (a GtkGrid holding 100 labels and 99 boxes in 100 rows, the arrangement of
 * NibLoadTiming's 200-view, 300-constraint xib) from memory, then the root widget is
 * measured and allocated at 390x844 (its first allocation). Each run builds the whole
 * tree anew and frees it after timing.
 *   builder [RUNS]
 * Prints one line: median and p90 per load+allocation in ms. */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 200;
    gtk_init();
    GString *ui = g_string_new("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n"
                               "  <object class=\"GtkGrid\" id=\"root\">\n"
                               "    <property name=\"row-spacing\">4</property>\n"
                               "    <property name=\"column-spacing\">8</property>\n"
                               "    <property name=\"margin-start\">16</property>\n");
    for (int r = 0; r < 100; r++) {
        g_string_append_printf(ui,
            "    <child>\n      <object class=\"GtkLabel\" id=\"label%d\">\n"
            "        <property name=\"label\">Row %d</property>\n"
            "        <layout><property name=\"column\">0</property><property name=\"row\">%d</property></layout>\n"
            "      </object>\n    </child>\n", r, r, r);
        if (r < 99) {
            g_string_append_printf(ui,
                "    <child>\n      <object class=\"GtkBox\" id=\"box%d\">\n"
                "        <property name=\"width-request\">40</property>\n"
                "        <property name=\"height-request\">8</property>\n"
                "        <layout><property name=\"column\">1</property><property name=\"row\">%d</property></layout>\n"
                "      </object>\n    </child>\n", r, r);
        }
    }
    g_string_append(ui, "  </object>\n</interface>\n");
    double *samples = g_new(double, runs);
    for (int i = -20; i < runs; i++) {
        double start = now_ms();
        GtkBuilder *builder = gtk_builder_new_from_string(ui->str, (gssize)ui->len);
        GtkWidget *root = GTK_WIDGET(gtk_builder_get_object(builder, "root"));
        g_object_ref_sink(root);
        int minimum, natural;
        gtk_widget_measure(root, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
        gtk_widget_measure(root, GTK_ORIENTATION_VERTICAL, 390, &minimum, &natural, NULL, NULL);
        gtk_widget_allocate(root, 390, 844, -1, NULL);
        double elapsed = now_ms() - start;
        if (i >= 0) samples[i] = elapsed;
        g_object_unref(builder);
        g_object_unref(root);
    }
    qsort(samples, runs, sizeof(double), compare);
    printf("GtkBuilder (GTK %d.%d.%d): 200 widgets loaded from a .ui and allocated: median %.3f ms, p90 %.3f ms (%d runs)\n",
           gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version(),
           samples[runs / 2], samples[runs * 9 / 10], runs);
    return 0;
}
